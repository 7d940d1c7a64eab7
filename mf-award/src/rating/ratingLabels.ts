import { defineMessages } from 'react-intl';

/** The 7 rating aspects (taxonomy type 30, spec section 3) by slug. */
export const ASPECT_LABELS = defineMessages({
  architektur: { id: 'award.rating.aspect.architektur', defaultMessage: 'Architektur' },
  stil_atmosphare: {
    id: 'award.rating.aspect.stil_atmosphare',
    defaultMessage: 'Stil / Atmosphäre',
  },
  ausstattung: { id: 'award.rating.aspect.ausstattung', defaultMessage: 'Ausstattung' },
  lage_aussicht: { id: 'award.rating.aspect.lage_aussicht', defaultMessage: 'Lage / Aussicht' },
  erreichbarkeit: { id: 'award.rating.aspect.erreichbarkeit', defaultMessage: 'Erreichbarkeit' },
  kulinarik: { id: 'award.rating.aspect.kulinarik', defaultMessage: 'Kulinarik' },
  programm: { id: 'award.rating.aspect.programm', defaultMessage: 'Programm' },
});

/** The overall grade's labels (spec section 9: 1 catastrophic to 10 world class). */
export const GRADE_LABELS = defineMessages({
  1: { id: 'award.rating.grade.1', defaultMessage: 'katastrophal' },
  2: { id: 'award.rating.grade.2', defaultMessage: 'sehr schlecht' },
  3: { id: 'award.rating.grade.3', defaultMessage: 'schlecht' },
  4: { id: 'award.rating.grade.4', defaultMessage: 'mangelhaft' },
  5: { id: 'award.rating.grade.5', defaultMessage: 'mittelmässig' },
  6: { id: 'award.rating.grade.6', defaultMessage: 'ordentlich' },
  7: { id: 'award.rating.grade.7', defaultMessage: 'gut' },
  8: { id: 'award.rating.grade.8', defaultMessage: 'sehr gut' },
  9: { id: 'award.rating.grade.9', defaultMessage: 'hervorragend' },
  10: { id: 'award.rating.grade.10', defaultMessage: 'Weltklasse' },
});

export const EVENT_TYPE_LABELS = defineMessages({
  seminar: { id: 'award.rating.event.seminar', defaultMessage: 'Seminar / Meeting' },
  conference: { id: 'award.rating.event.conference', defaultMessage: 'Kongress / Konferenz' },
  company_event: { id: 'award.rating.event.company_event', defaultMessage: 'Firmenanlass' },
  wedding: { id: 'award.rating.event.wedding', defaultMessage: 'Hochzeit' },
  private_party: { id: 'award.rating.event.private_party', defaultMessage: 'Private Feier' },
  public_event: {
    id: 'award.rating.event.public_event',
    defaultMessage: 'Öffentlicher Anlass (Konzert, Messe …)',
  },
  other: { id: 'award.rating.event.other', defaultMessage: 'Anderer Anlass' },
});

/** Organiser or visitor, in the male and female forms. */
export const VOTER_TYPE_LABELS = defineMessages({
  organizer_m: { id: 'award.rating.voter.organizer_m', defaultMessage: 'Veranstalter' },
  organizer_f: { id: 'award.rating.voter.organizer_f', defaultMessage: 'Veranstalterin' },
  visitor_m: { id: 'award.rating.voter.visitor_m', defaultMessage: 'Besucher' },
  visitor_f: { id: 'award.rating.voter.visitor_f', defaultMessage: 'Besucherin' },
});

export const STEP_LABELS = defineMessages({
  highlights: { id: 'award.rating.step.highlights', defaultMessage: 'Highlights' },
  lowlights: { id: 'award.rating.step.lowlights', defaultMessage: 'Lowlights' },
  rating: { id: 'award.rating.step.rating', defaultMessage: 'Bewertung' },
  contact: { id: 'award.rating.step.contact', defaultMessage: 'Kontakt' },
});

export const FIELD_LABELS = defineMessages({
  highlightsHint: {
    id: 'award.rating.highlightsHint',
    defaultMessage: 'Was hat dich an dieser Location begeistert? Wähle 1 bis 3 Punkte.',
  },
  lowlightsHint: {
    id: 'award.rating.lowlightsHint',
    defaultMessage: 'Was könnte besser sein? Wähle bis zu 3 Punkte (freiwillig).',
  },
  grade: { id: 'award.rating.gradeLegend', defaultMessage: 'Gesamtnote' },
  eventType: { id: 'award.rating.eventType', defaultMessage: 'Art des Anlasses' },
  eventMonth: { id: 'award.rating.eventMonth', defaultMessage: 'Monat des Anlasses' },
  eventYear: { id: 'award.rating.eventYear', defaultMessage: 'Jahr des Anlasses' },
  choose: { id: 'award.rating.choose', defaultMessage: 'Bitte wählen' },
  comment: { id: 'award.rating.comment', defaultMessage: 'Kommentar (freiwillig)' },
  firstName: { id: 'award.rating.firstName', defaultMessage: 'Vorname' },
  email: { id: 'award.rating.email', defaultMessage: 'E-Mail' },
  voterType: { id: 'award.rating.voterType', defaultMessage: 'Ich bin' },
  truthful: {
    id: 'award.rating.truthful',
    defaultMessage: 'Ich bestätige, dass meine Angaben der Wahrheit entsprechen.',
  },
  honeypot: {
    id: 'award.rating.honeypot',
    defaultMessage: 'Dieses Feld bitte leer lassen',
  },
  next: { id: 'award.rating.next', defaultMessage: 'Weiter' },
  back: { id: 'award.rating.back', defaultMessage: 'Zurück' },
  submit: { id: 'award.rating.submit', defaultMessage: 'Bewertung senden' },
  steps: { id: 'award.rating.steps', defaultMessage: 'Schritte der Bewertung' },
});
