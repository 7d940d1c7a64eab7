/** The German texts of the package reservation (ours: the spec names the rules, not their words). */
export const offerMessages = {
  dateBusy: 'Dieses Paket ist an diesem Datum nicht verfügbar. Bitte wähle ein anderes Datum.',
  datePast: 'Bitte wähle ein Datum ab morgen.',
  dateTooFar: 'Dieses Paket kann höchstens 400 Tage im Voraus reserviert werden.',
  persons: (max: number) => `Bitte gib zwischen 1 und ${max} Personen an.`,
  hallSlot: 'Bitte wähle für jeden Raum einen Mietzeitraum.',
  extraMeal: 'Diese Mahlzeit kann nicht dazugebucht werden.',
  overnight: 'Bitte wähle ein Zimmer dieser Location für die Übernachtung.',
  overnightRooms: 'Bitte gib zwischen 1 und 200 Zimmer an.',
  noOvernight: 'Dieses Paket hat keine Übernachtung.',
  extra: 'Dieses Extra gibt es bei diesem Paket nicht.',
  extraQuantity: 'Bitte gib eine Anzahl zwischen 0 und 1000 an.',
  taken:
    'Dieses Paket wurde in der Zwischenzeit für dieses Datum reserviert. Bitte wähle ein anderes Datum.',
  reserved: 'Deine Reservierungsanfrage wurde an die Location gesendet.',
} as const;
