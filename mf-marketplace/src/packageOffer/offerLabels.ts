import type { PriceUnit } from '@eventalp/plugin-packages/domain';
import { defineMessages } from 'react-intl';

/** Event types of a package. */
export const eventTypeLabels = defineMessages({
  meeting: { id: 'marketplace.package.eventType.meeting', defaultMessage: 'Meeting / Seminar' },
  celebration_business: {
    id: 'marketplace.package.eventType.celebrationBusiness',
    defaultMessage: 'Firmenfeier',
  },
  celebration_private: {
    id: 'marketplace.package.eventType.celebrationPrivate',
    defaultMessage: 'Private Feier',
  },
  wedding: { id: 'marketplace.package.eventType.wedding', defaultMessage: 'Hochzeit' },
});

/** Times of day of a package day. */
export const timeOfDayLabels = defineMessages({
  morning: { id: 'marketplace.package.time.morning', defaultMessage: 'Morgen (8–12 Uhr)' },
  noon: { id: 'marketplace.package.time.noon', defaultMessage: 'Mittag (12–14 Uhr)' },
  afternoon: { id: 'marketplace.package.time.afternoon', defaultMessage: 'Nachmittag (14–18 Uhr)' },
  evening: { id: 'marketplace.package.time.evening', defaultMessage: 'Abend (18–23 Uhr)' },
});

/** Meals (of the package and to book besides). */
export const mealLabels = defineMessages({
  breakfast: { id: 'marketplace.package.meal.breakfast', defaultMessage: 'Frühstück' },
  coffee_break: { id: 'marketplace.package.meal.coffeeBreak', defaultMessage: 'Kaffeepause' },
  lunch: { id: 'marketplace.package.meal.lunch', defaultMessage: 'Mittagessen' },
  aperitif: { id: 'marketplace.package.meal.aperitif', defaultMessage: 'Apéro' },
  dinner: { id: 'marketplace.package.meal.dinner', defaultMessage: 'Abendessen' },
});

/** What a package's price includes. */
export const includedItemLabels = defineMessages({
  setup_2h_before: {
    id: 'marketplace.package.included.setup',
    defaultMessage: '2 Std. Aufbau vorher',
  },
  teardown_1h_after: {
    id: 'marketplace.package.included.teardown',
    defaultMessage: '1 Std. Abbau nachher',
  },
  power: { id: 'marketplace.package.included.power', defaultMessage: 'Strom' },
  heating: { id: 'marketplace.package.included.heating', defaultMessage: 'Heizung' },
  caretaker_flat_fee: {
    id: 'marketplace.package.included.caretaker',
    defaultMessage: 'Hauswartpauschale',
  },
  final_cleaning: {
    id: 'marketplace.package.included.cleaning',
    defaultMessage: 'Normale Endreinigung',
  },
  tables_and_chairs: {
    id: 'marketplace.package.included.furniture',
    defaultMessage: 'Tische und Stühle',
  },
  wlan: { id: 'marketplace.package.included.wlan', defaultMessage: 'WLAN' },
  flipchart: { id: 'marketplace.package.included.flipchart', defaultMessage: 'Flipchart' },
  facilitation_case: {
    id: 'marketplace.package.included.facilitationCase',
    defaultMessage: 'Moderationskoffer',
  },
  amplifier_and_microphone: {
    id: 'marketplace.package.included.amplifier',
    defaultMessage: 'Verstärker und Mikrofon bei Bedarf',
  },
  screen_and_projector: {
    id: 'marketplace.package.included.projector',
    defaultMessage: 'Leinwand und Beamer',
  },
});

/** Seating styles of a hall. */
export const seatingLabels = defineMessages({
  theatre: { id: 'marketplace.package.seating.theatre', defaultMessage: 'Theater' },
  classroom: { id: 'marketplace.package.seating.classroom', defaultMessage: 'Seminar' },
  banquet: { id: 'marketplace.package.seating.banquet', defaultMessage: 'Bankett' },
  standing: { id: 'marketplace.package.seating.standing', defaultMessage: 'Stehend' },
  ushape: { id: 'marketplace.package.seating.ushape', defaultMessage: 'U-Form' },
});

/** The calculator's line names (halls and extras carry their own). */
export const lineLabels = defineMessages({
  package_single: { id: 'marketplace.package.line.single', defaultMessage: 'Paket Einzelperson' },
  package_for_two: {
    id: 'marketplace.package.line.forTwo',
    defaultMessage: 'Paket pro Person (zu zweit)',
  },
  meal_breakfast: { id: 'marketplace.package.meal.breakfast', defaultMessage: 'Frühstück' },
  meal_coffee_break: { id: 'marketplace.package.meal.coffeeBreak', defaultMessage: 'Kaffeepause' },
  meal_lunch: { id: 'marketplace.package.meal.lunch', defaultMessage: 'Mittagessen' },
  meal_aperitif: { id: 'marketplace.package.meal.aperitif', defaultMessage: 'Apéro' },
  meal_dinner: { id: 'marketplace.package.meal.dinner', defaultMessage: 'Abendessen' },
  overnight: { id: 'marketplace.package.line.overnight', defaultMessage: 'Übernachtung' },
});

export const unitLabels = defineMessages<PriceUnit>({
  person_day: {
    id: 'marketplace.package.unit.personDay',
    defaultMessage: '{count, plural, one {# Personentag} other {# Personentage}}',
  },
  day: {
    id: 'marketplace.package.unit.day',
    defaultMessage: '{count, plural, one {# Tag} other {# Tage}}',
  },
  room_night: {
    id: 'marketplace.package.unit.roomNight',
    defaultMessage: '{count, plural, one {# Zimmernacht} other {# Zimmernächte}}',
  },
  piece: {
    id: 'marketplace.package.unit.piece',
    defaultMessage: '{count, plural, other {# Stück}}',
  },
});

/** Texts of the package pages. */
export const offerLabels = defineMessages({
  days: { id: 'marketplace.package.days', defaultMessage: 'Ablauf' },
  meals: { id: 'marketplace.package.meals', defaultMessage: 'Mahlzeiten im Paket' },
  included: { id: 'marketplace.package.included', defaultMessage: 'Im Preis inbegriffen' },
  specials: { id: 'marketplace.package.specials', defaultMessage: 'Highlights' },
  halls: { id: 'marketplace.package.halls', defaultMessage: 'Räume' },
  overnight: { id: 'marketplace.package.overnight', defaultMessage: 'Übernachtung' },
  conditions: { id: 'marketplace.package.conditions', defaultMessage: 'Stornierungsbedingungen' },
  calculator: { id: 'marketplace.package.calculator', defaultMessage: 'Kosten berechnen' },
  date: { id: 'marketplace.package.date', defaultMessage: 'Datum (erster Tag)' },
  persons: { id: 'marketplace.package.persons', defaultMessage: 'Anzahl Personen' },
  chooseSlot: { id: 'marketplace.package.chooseSlot', defaultMessage: 'Mietzeitraum wählen' },
  extraMeals: { id: 'marketplace.package.extraMeals', defaultMessage: 'Mahlzeiten dazubuchen' },
  room: { id: 'marketplace.package.room', defaultMessage: 'Zimmer' },
  rooms: { id: 'marketplace.package.rooms', defaultMessage: 'Anzahl Zimmer' },
  extras: { id: 'marketplace.package.extras', defaultMessage: 'Extras' },
  price: { id: 'marketplace.package.price', defaultMessage: 'Preis' },
  subtotal: { id: 'marketplace.package.subtotal', defaultMessage: 'Zwischentotal' },
  rounding: { id: 'marketplace.package.rounding', defaultMessage: 'Rundung auf 5 Rappen' },
  total: { id: 'marketplace.package.total', defaultMessage: 'Total inkl. MWST' },
  noPrice: {
    id: 'marketplace.package.noPrice',
    defaultMessage: 'Bitte korrigiere die Auswahl, dann zeigen wir den Preis.',
  },
  toSummary: { id: 'marketplace.package.toSummary', defaultMessage: 'Weiter zur Zusammenfassung' },
  reserve: { id: 'marketplace.package.reserve', defaultMessage: 'Jetzt reservieren' },
  change: { id: 'marketplace.package.change', defaultMessage: 'Auswahl ändern' },
  summary: { id: 'marketplace.package.summary', defaultMessage: 'Deine Auswahl' },
  contact: { id: 'marketplace.package.contact', defaultMessage: 'Deine Kontaktdaten' },
  firstName: { id: 'marketplace.package.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'marketplace.package.lastName', defaultMessage: 'Nachname' },
  company: { id: 'marketplace.package.company', defaultMessage: 'Firma (optional)' },
  email: { id: 'marketplace.package.email', defaultMessage: 'E-Mail' },
  phone: { id: 'marketplace.package.phone', defaultMessage: 'Telefon' },
  message: { id: 'marketplace.package.message', defaultMessage: 'Nachricht (optional)' },
  send: { id: 'marketplace.package.send', defaultMessage: 'Reservierung senden' },
  sent: { id: 'marketplace.package.sent', defaultMessage: 'Reservierungsanfrage gesendet' },
  toBooking: { id: 'marketplace.package.toBooking', defaultMessage: 'Zu deiner Buchung' },
  noRooms: { id: 'marketplace.package.noRooms', defaultMessage: 'Ohne Zimmer' },
});
