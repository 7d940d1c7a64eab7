import { defineMessages, type IntlShape } from 'react-intl';

/** Event types of a package. */
export const eventTypeLabels = defineMessages({
  meeting: { id: 'userArea.packages.eventType.meeting', defaultMessage: 'Meeting / Seminar' },
  celebration_business: {
    id: 'userArea.packages.eventType.celebration_business',
    defaultMessage: 'Firmenfeier',
  },
  celebration_private: {
    id: 'userArea.packages.eventType.celebration_private',
    defaultMessage: 'Private Feier',
  },
  wedding: { id: 'userArea.packages.eventType.wedding', defaultMessage: 'Hochzeit' },
});

/** Times of day (section 9). */
export const timeOfDayLabels = defineMessages({
  morning: { id: 'userArea.packages.time.morning', defaultMessage: 'Morgen (8–12 Uhr)' },
  noon: { id: 'userArea.packages.time.noon', defaultMessage: 'Mittag (12–14 Uhr)' },
  afternoon: { id: 'userArea.packages.time.afternoon', defaultMessage: 'Nachmittag (14–18 Uhr)' },
  evening: { id: 'userArea.packages.time.evening', defaultMessage: 'Abend (18–23 Uhr)' },
});

/** Meals of a package. */
export const mealLabels = defineMessages({
  breakfast: { id: 'userArea.packages.meal.breakfast', defaultMessage: 'Frühstück' },
  coffee_break: { id: 'userArea.packages.meal.coffee_break', defaultMessage: 'Kaffeepause' },
  lunch: { id: 'userArea.packages.meal.lunch', defaultMessage: 'Mittagessen' },
  aperitif: { id: 'userArea.packages.meal.aperitif', defaultMessage: 'Apéro' },
  dinner: { id: 'userArea.packages.meal.dinner', defaultMessage: 'Abendessen' },
});

/** What every package price includes (section 9). */
export const includedItemLabels = defineMessages({
  setup_2h_before: {
    id: 'userArea.packages.included.setup_2h_before',
    defaultMessage: '2 Std. Aufbau vorher',
  },
  teardown_1h_after: {
    id: 'userArea.packages.included.teardown_1h_after',
    defaultMessage: '1 Std. Abbau nachher',
  },
  power: { id: 'userArea.packages.included.power', defaultMessage: 'Strom' },
  heating: { id: 'userArea.packages.included.heating', defaultMessage: 'Heizung' },
  caretaker_flat_fee: {
    id: 'userArea.packages.included.caretaker_flat_fee',
    defaultMessage: 'Hauswartpauschale',
  },
  final_cleaning: {
    id: 'userArea.packages.included.final_cleaning',
    defaultMessage: 'Normale Endreinigung',
  },
  tables_and_chairs: {
    id: 'userArea.packages.included.tables_and_chairs',
    defaultMessage: 'Tische und Stühle',
  },
  wlan: { id: 'userArea.packages.included.wlan', defaultMessage: 'WLAN' },
  flipchart: { id: 'userArea.packages.included.flipchart', defaultMessage: 'Flipchart' },
  facilitation_case: {
    id: 'userArea.packages.included.facilitation_case',
    defaultMessage: 'Moderationskoffer',
  },
  amplifier_and_microphone: {
    id: 'userArea.packages.included.amplifier_and_microphone',
    defaultMessage: 'Verstärker und Mikrofon bei Bedarf',
  },
  screen_and_projector: {
    id: 'userArea.packages.included.screen_and_projector',
    defaultMessage: 'Leinwand und Beamer',
  },
});

/** Seating styles of a hall. */
export const seatingLabels = defineMessages({
  theatre: { id: 'userArea.packages.seating.theatre', defaultMessage: 'Theater' },
  classroom: { id: 'userArea.packages.seating.classroom', defaultMessage: 'Seminar' },
  banquet: { id: 'userArea.packages.seating.banquet', defaultMessage: 'Bankett' },
  standing: { id: 'userArea.packages.seating.standing', defaultMessage: 'Stehend' },
  ushape: { id: 'userArea.packages.seating.ushape', defaultMessage: 'U-Form' },
});

/** Rental slots 1-11 (section 9). */
export const slotLabels = defineMessages({
  s1: { id: 'userArea.packages.slot.s1', defaultMessage: 'Morgen 8–12' },
  s2: { id: 'userArea.packages.slot.s2', defaultMessage: 'Mittag 12–14' },
  s3: { id: 'userArea.packages.slot.s3', defaultMessage: 'Nachmittag 14–18' },
  s4: { id: 'userArea.packages.slot.s4', defaultMessage: 'Abend 18–23' },
  s5: { id: 'userArea.packages.slot.s5', defaultMessage: 'Morgen bis Mittag 8–14' },
  s6: { id: 'userArea.packages.slot.s6', defaultMessage: 'Morgen bis Nachmittag 8–18' },
  s7: { id: 'userArea.packages.slot.s7', defaultMessage: 'Mittag bis Nachmittag 12–18' },
  s8: { id: 'userArea.packages.slot.s8', defaultMessage: 'Mittag bis Abend 12–23' },
  s9: { id: 'userArea.packages.slot.s9', defaultMessage: 'Ganzer Tag 8–23' },
  s10: { id: 'userArea.packages.slot.s10', defaultMessage: 'Zusatzstunde Tag (bis 23)' },
  s11: { id: 'userArea.packages.slot.s11', defaultMessage: 'Zusatzstunde Nacht (ab 23)' },
});

/** Texts of the package editing pages. */
export const packageLabels = defineMessages({
  title: { id: 'userArea.packages.title', defaultMessage: 'Pakete' },
  noVenues: { id: 'userArea.packages.noVenues', defaultMessage: 'Du hast noch keine Location.' },
  noPackages: { id: 'userArea.packages.noPackages', defaultMessage: 'Noch keine Pakete.' },
  create: { id: 'userArea.packages.create', defaultMessage: 'Paket erstellen' },
  edit: { id: 'userArea.packages.edit', defaultMessage: 'Paket bearbeiten' },
  occasion: { id: 'userArea.packages.occasion', defaultMessage: 'Anlass' },
  addHall: { id: 'userArea.packages.addHall', defaultMessage: 'Raum hinzufügen' },
  editHall: { id: 'userArea.packages.editHall', defaultMessage: 'Raum bearbeiten' },
  hallInfos: { id: 'userArea.packages.hallInfos', defaultMessage: 'Infos' },
  hallAvailability: { id: 'userArea.packages.hallAvailability', defaultMessage: 'Verfügbarkeit' },
  hallName: { id: 'userArea.packages.hallName', defaultMessage: 'Name des Raums' },
  areaM2: { id: 'userArea.packages.areaM2', defaultMessage: 'Fläche (m²)' },
  linkedRoom: { id: 'userArea.packages.linkedRoom', defaultMessage: 'Raum des Eintrags' },
  noRoom: { id: 'userArea.packages.noRoom', defaultMessage: 'Kein Raum' },
  removeHall: { id: 'userArea.packages.removeHall', defaultMessage: 'Raum entfernen' },
  eventType: { id: 'userArea.packages.eventType', defaultMessage: 'Art des Pakets' },
  chooseEventType: { id: 'userArea.packages.chooseEventType', defaultMessage: 'Art wählen' },
  name: { id: 'userArea.packages.name', defaultMessage: 'Name des Pakets' },
  days: { id: 'userArea.packages.days', defaultMessage: 'Tage' },
  addDay: { id: 'userArea.packages.addDay', defaultMessage: 'Tag hinzufügen' },
  removeDay: { id: 'userArea.packages.removeDay', defaultMessage: 'Letzten Tag entfernen' },
  meals: { id: 'userArea.packages.meals', defaultMessage: 'Mahlzeiten' },
  halls: { id: 'userArea.packages.halls', defaultMessage: 'Räume' },
  chooseHalls: { id: 'userArea.packages.chooseHalls', defaultMessage: 'Räume wählen' },
  overnight: { id: 'userArea.packages.overnight', defaultMessage: 'Mit Übernachtung' },
  specials: {
    id: 'userArea.packages.specials',
    defaultMessage: 'Highlights (höchstens 5, eines pro Zeile)',
  },
  singlePrice: { id: 'userArea.packages.singlePrice', defaultMessage: 'Pauschalpreis (CHF)' },
  pricePerPerson: {
    id: 'userArea.packages.pricePerPerson',
    defaultMessage: 'Preis pro Person bei zwei Personen (CHF)',
  },
  included: { id: 'userArea.packages.included', defaultMessage: 'Im Preis inbegriffen' },
  lunchSwitch: { id: 'userArea.packages.lunchSwitch', defaultMessage: 'Mittagessen anbieten' },
  dinnerSwitch: { id: 'userArea.packages.dinnerSwitch', defaultMessage: 'Abendessen anbieten' },
  save: { id: 'userArea.packages.save', defaultMessage: 'Speichern' },
  saved: { id: 'userArea.packages.saved', defaultMessage: 'Gespeichert.' },
  publish: { id: 'userArea.packages.publish', defaultMessage: 'Veröffentlichen' },
  withdraw: { id: 'userArea.packages.withdraw', defaultMessage: 'Zurückziehen' },
  remove: { id: 'userArea.packages.remove', defaultMessage: 'Löschen' },
  draft: { id: 'userArea.packages.draft', defaultMessage: 'Entwurf' },
  published: { id: 'userArea.packages.published', defaultMessage: 'Veröffentlicht' },
  allVenues: { id: 'userArea.packages.allVenues', defaultMessage: 'Alle Locations' },
  failed: { id: 'userArea.packages.failed', defaultMessage: 'Aktualisierung fehlgeschlagen.' },
  noHalls: { id: 'userArea.packages.noHalls', defaultMessage: 'Noch keine Räume für Pakete.' },
  chooseOption: { id: 'userArea.packages.chooseOption', defaultMessage: 'Keine Auswahl' },
});

/** Texts with a value (written out in the calls: `defineMessages` types their values as none). */
export function packageValueTexts(intl: IntlShape) {
  return {
    capacity: (style: string) =>
      intl.formatMessage(
        { id: 'userArea.packages.capacity', defaultMessage: 'Personen {style}' },
        { style },
      ),
    slotPrice: (slot: string) =>
      intl.formatMessage(
        { id: 'userArea.packages.slotPrice', defaultMessage: 'Preis {slot} (CHF)' },
        { slot },
      ),
    day: (day: number) =>
      intl.formatMessage({ id: 'userArea.packages.day', defaultMessage: 'Tag {day}' }, { day }),
    confirm: (type: string) =>
      intl.formatMessage(
        {
          id: 'userArea.packages.confirm',
          defaultMessage: 'Ich bestätige die Bedingungen für {type}.',
        },
        { type },
      ),
    sections: (name: string) =>
      intl.formatMessage(
        { id: 'userArea.packages.sections', defaultMessage: 'Bereiche der Pakete von {name}' },
        { name },
      ),
  };
}

/** A room of the venue by its name (its number when the catalogue has none for it). */
export function roomName(
  venue: { rooms: readonly { id: number; name: string }[] },
  roomId: number,
) {
  return venue.rooms.find((room) => room.id === roomId)?.name ?? String(roomId);
}
