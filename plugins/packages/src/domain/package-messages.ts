/** German texts of the package rules (spec section 5). */
export const packageMessages = {
  maxDays: 'Ein Paket dauert höchstens 4 Tage.',
  minDays: 'Ein Paket dauert mindestens einen Tag.',
  timeOfDayPerDay: (day: number) => `Bitte wähle für Tag ${day} mindestens eine Tageszeit.`,
  meal: 'Bitte wähle mindestens eine Mahlzeit.',
  maxSpecials: 'Höchstens 5 Highlights sind möglich.',
  overnight: 'Eine Übernachtung ist erst ab 2 Tagen möglich.',
  rentalSlot: 'Bitte wähle einen gültigen Mietzeitraum.',
  adjustment: 'Zuschlag oder Rabatt muss zwischen 0 und 100 Prozent liegen.',
  confirmation: 'Bitte bestätige die Bedingungen.',
} as const;
