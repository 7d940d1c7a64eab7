/** German texts of the calendar rules (spec sections 5 and 8). */
export const calendarMessages = {
  eventOverlap: 'Dieser Eintrag überschneidet sich mit einem bestehenden Kalendereintrag.',
  pricePeriodOverlap: 'Dieser Zeitraum überschneidet sich mit einer bestehenden Preisperiode.',
  sameHour: 'Beginn und Ende dürfen nicht zur selben Stunde sein.',
  endBeforeStart: 'Das Ende muss nach dem Beginn liegen.',
  partDayOneDate: 'Ein Eintrag für einen Teil des Tages beginnt und endet am selben Tag.',
  hoursBoth: 'Bitte gib Beginn und Ende als Stunden an oder keines von beiden.',
  startHour: 'Der Kalender beginnt um 6 Uhr.',
  untilBeforeStart: 'Die Wiederholung muss nach dem ersten Tag enden.',
  horizon: 'Eine Wiederholung darf höchstens 2 Jahre dauern.',
  room: 'Dieser Raum gehört nicht zu dieser Location.',
  hall: 'Diese Halle gehört nicht zu dieser Location.',
  roomOrHall: 'Ein Eintrag gilt für einen Raum oder eine Halle, nicht für beide.',
  icsFile: 'Bitte lade eine gültige iCal-Datei (.ics) hoch.',
  icsSize: 'Die iCal-Datei darf höchstens 1 MB gross sein.',
  icsEmpty: 'Die iCal-Datei enthält keine Termine.',
} as const;
