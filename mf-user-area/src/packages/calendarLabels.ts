import { defineMessages, type IntlShape } from 'react-intl';

/** Texts of the calendar page. */
export const calendarLabels = defineMessages({
  title: { id: 'userArea.calendar.title', defaultMessage: 'Kalender' },
  entries: { id: 'userArea.calendar.entries', defaultMessage: 'Belegung' },
  noEntries: { id: 'userArea.calendar.noEntries', defaultMessage: 'Noch keine Einträge.' },
  event: { id: 'userArea.calendar.kind.event', defaultMessage: 'Anlass' },
  internal_use: { id: 'userArea.calendar.kind.internalUse', defaultMessage: 'Eigennutzung' },
  construction: { id: 'userArea.calendar.kind.construction', defaultMessage: 'Aufbau' },
  kind: { id: 'userArea.calendar.kind', defaultMessage: 'Art' },
  wholeVenue: { id: 'userArea.calendar.wholeVenue', defaultMessage: 'Ganze Location' },
  scope: { id: 'userArea.calendar.scope', defaultMessage: 'Für' },
  startDate: { id: 'userArea.calendar.startDate', defaultMessage: 'Von' },
  endDate: { id: 'userArea.calendar.endDate', defaultMessage: 'Bis' },
  partDay: { id: 'userArea.calendar.partDay', defaultMessage: 'Nur einen Teil des Tages' },
  startHour: { id: 'userArea.calendar.startHour', defaultMessage: 'Beginn (Stunde)' },
  endHour: { id: 'userArea.calendar.endHour', defaultMessage: 'Ende (Stunde)' },
  repeat: { id: 'userArea.calendar.repeat', defaultMessage: 'Wiederholung' },
  none: { id: 'userArea.calendar.repeat.none', defaultMessage: 'Keine' },
  daily: { id: 'userArea.calendar.repeat.daily', defaultMessage: 'Täglich' },
  weekly: { id: 'userArea.calendar.repeat.weekly', defaultMessage: 'Wöchentlich' },
  monthly: { id: 'userArea.calendar.repeat.monthly', defaultMessage: 'Monatlich' },
  yearly: { id: 'userArea.calendar.repeat.yearly', defaultMessage: 'Jährlich' },
  interval: { id: 'userArea.calendar.repeat.interval', defaultMessage: 'Alle … (Intervall)' },
  until: { id: 'userArea.calendar.repeat.until', defaultMessage: 'Wiederholen bis' },
  note: { id: 'userArea.calendar.note', defaultMessage: 'Notiz' },
  add: { id: 'userArea.calendar.add', defaultMessage: 'Eintrag hinzufügen' },
  remove: { id: 'userArea.calendar.remove', defaultMessage: 'Entfernen' },
  pricePeriods: { id: 'userArea.calendar.pricePeriods', defaultMessage: 'Preisplanung' },
  adjustment: { id: 'userArea.calendar.adjustment', defaultMessage: 'Zuschlag oder Rabatt' },
  surchargeKind: { id: 'userArea.calendar.surchargeKind', defaultMessage: 'Zuschlag' },
  discountKind: { id: 'userArea.calendar.discountKind', defaultMessage: 'Rabatt' },
  percent: { id: 'userArea.calendar.percent', defaultMessage: 'Prozent' },
  addPeriod: { id: 'userArea.calendar.addPeriod', defaultMessage: 'Preisperiode hinzufügen' },
  subscription: {
    id: 'userArea.calendar.subscription',
    defaultMessage: 'Kalender abonnieren (iCal)',
  },
  subscriptionHint: {
    id: 'userArea.calendar.subscriptionHint',
    defaultMessage: 'Diese Adresse ist privat: Wer sie kennt, sieht die Belegung.',
  },
  renew: { id: 'userArea.calendar.renew', defaultMessage: 'Neue Adresse erzeugen' },
  importTitle: { id: 'userArea.calendar.import', defaultMessage: 'Kalender importieren (iCal)' },
  importHint: {
    id: 'userArea.calendar.importHint',
    defaultMessage:
      'Belegte Zeiten aus einem anderen Kalender übernehmen: Jeder Termin der Datei wird ein Eintrag für die ganze Location. Überschneidet sich einer mit einem bestehenden Eintrag, wird nichts übernommen.',
  },
  importFile: {
    id: 'userArea.calendar.importFile',
    defaultMessage: 'iCal-Datei (.ics, max. 1 MB)',
  },
  importButton: { id: 'userArea.calendar.importButton', defaultMessage: 'Importieren' },
  imported: {
    id: 'userArea.calendar.imported',
    defaultMessage: '{count, plural, one {# Eintrag importiert.} other {# Einträge importiert.}}',
  },
  saved: { id: 'userArea.calendar.saved', defaultMessage: 'Erfolgreich gespeichert.' },
  failed: { id: 'userArea.save.updateFailed', defaultMessage: 'Aktualisierung fehlgeschlagen.' },
});

/** Texts with a value (written out in the calls: `defineMessages` types their values as none). */
export function calendarValueTexts(intl: IntlShape) {
  return {
    room: (name: string) =>
      intl.formatMessage(
        { id: 'userArea.calendar.roomNamed', defaultMessage: 'Raum: {name}' },
        { name },
      ),
    hall: (name: string) =>
      intl.formatMessage(
        { id: 'userArea.calendar.hallNamed', defaultMessage: 'Halle: {name}' },
        { name },
      ),
    repeats: (until: string) =>
      intl.formatMessage(
        { id: 'userArea.calendar.repeats', defaultMessage: 'wiederholt bis {until}' },
        { until },
      ),
    surcharge: (percent: number | string) =>
      intl.formatMessage(
        { id: 'userArea.calendar.surcharge', defaultMessage: 'Zuschlag {percent} %' },
        { percent },
      ),
    discount: (percent: number | string) =>
      intl.formatMessage(
        { id: 'userArea.calendar.discount', defaultMessage: 'Rabatt {percent} %' },
        { percent },
      ),
  };
}

/** The venue's rooms and halls as the calendar answers them. */
export interface CalendarPlaces {
  rooms: readonly { id: number; name: string }[];
  halls: readonly { id: number; name: string }[];
}

/** Where an entry is, in words: the whole venue, a room or a hall by name. */
export function scopeText(
  intl: IntlShape,
  places: CalendarPlaces,
  entry: { roomId: number | null; hallId: number | null },
): string {
  const texts = calendarValueTexts(intl);
  if (entry.roomId !== null)
    return texts.room(
      places.rooms.find((room) => room.id === entry.roomId)?.name ?? String(entry.roomId),
    );
  if (entry.hallId !== null)
    return texts.hall(
      places.halls.find((hall) => hall.id === entry.hallId)?.name ?? String(entry.hallId),
    );
  return intl.formatMessage(calendarLabels.wholeVenue);
}
