import { defineMessages } from 'react-intl';

export const resultMessages = defineMessages({
  runs: { id: 'backoffice.results.runs', defaultMessage: 'Award-Ergebnisse' },
  jury: { id: 'backoffice.results.jury', defaultMessage: 'Jury' },
  juryScores: { id: 'backoffice.results.juryScores', defaultMessage: 'Jury-Bewertungen' },
  year: { id: 'backoffice.results.year', defaultMessage: 'Award-Jahr' },
  status: { id: 'backoffice.results.status', defaultMessage: 'Status' },
  preview: { id: 'backoffice.results.preview', defaultMessage: 'Vorschau' },
  published: { id: 'backoffice.results.published', defaultMessage: 'Veröffentlicht' },
  unpublished: { id: 'backoffice.results.unpublished', defaultMessage: 'Zurückgezogen' },
  venues: { id: 'backoffice.results.venues', defaultMessage: 'Teilnehmer' },
  awarded: { id: 'backoffice.results.awarded', defaultMessage: 'Ausgezeichnet' },
  ratings: { id: 'backoffice.results.ratings', defaultMessage: 'Gezählte Bewertungen' },
  juryMembers: { id: 'backoffice.results.juryMembers', defaultMessage: 'Jurymitglieder' },
  anomalies: { id: 'backoffice.results.anomalies', defaultMessage: 'Auffälligkeiten' },
  createdAt: { id: 'backoffice.results.createdAt', defaultMessage: 'Berechnet am' },
  publishedAt: { id: 'backoffice.results.publishedAt', defaultMessage: 'Veröffentlicht am' },
  unpublishedAt: { id: 'backoffice.results.unpublishedAt', defaultMessage: 'Zurückgezogen am' },
  compute: {
    id: 'backoffice.results.compute',
    defaultMessage:
      'Berechnet die Ergebnisse des Jahres aus den bestätigten und freigegebenen Bewertungen, den Jury-Punkten und den Einträgen, wie sie jetzt sind. Veröffentlicht wird erst auf Knopfdruck.',
  },
  publish: { id: 'backoffice.results.publish', defaultMessage: 'Veröffentlichen' },
  publishTitle: {
    id: 'backoffice.results.publishTitle',
    defaultMessage: 'Ergebnis veröffentlichen?',
  },
  publishText: {
    id: 'backoffice.results.publishText',
    defaultMessage:
      'Die Gewinnerseiten und Kits zeigen danach dieses Ergebnis. Es bleibt unverändert und kann nur zurückgezogen werden.',
  },
  publishDone: { id: 'backoffice.results.publishDone', defaultMessage: 'Ergebnis veröffentlicht.' },
  unpublish: { id: 'backoffice.results.unpublish', defaultMessage: 'Zurückziehen' },
  unpublishTitle: {
    id: 'backoffice.results.unpublishTitle',
    defaultMessage: 'Ergebnis zurückziehen?',
  },
  unpublishText: {
    id: 'backoffice.results.unpublishText',
    defaultMessage: 'Die Gewinnerseiten des Jahres zeigen danach kein Ergebnis mehr.',
  },
  unpublishDone: {
    id: 'backoffice.results.unpublishDone',
    defaultMessage: 'Ergebnis zurückgezogen.',
  },
  anomalyReport: {
    id: 'backoffice.results.anomalyReport',
    defaultMessage: 'Auffälligkeiten der Bewertungen',
  },
  noAnomalies: {
    id: 'backoffice.results.noAnomalies',
    defaultMessage: 'Keine Auffälligkeiten in den Bewertungen dieses Jahres.',
  },
  anomalyVenues: {
    id: 'backoffice.results.anomalyVenues',
    defaultMessage: 'Locations (Nominierten-ID)',
  },
  entries: {
    id: 'backoffice.results.entries',
    defaultMessage: 'Ergebnis je Location und Kategorie',
  },
  name: { id: 'backoffice.results.name', defaultMessage: 'Location' },
  category: { id: 'backoffice.results.category', defaultMessage: 'Kategorie' },
  score: { id: 'backoffice.results.score', defaultMessage: 'Punkte' },
  grade: { id: 'backoffice.results.grade', defaultMessage: 'Auszeichnung' },
  outstanding: { id: 'backoffice.results.outstanding', defaultMessage: 'Herausragend' },
  excellent: { id: 'backoffice.results.excellent', defaultMessage: 'Ausgezeichnet' },
  recommended: { id: 'backoffice.results.recommended', defaultMessage: 'Empfohlen' },
  placement: { id: 'backoffice.results.placement', defaultMessage: 'Rang' },
  publicMean: { id: 'backoffice.results.publicMean', defaultMessage: 'Publikum' },
  publicCount: { id: 'backoffice.results.publicCount', defaultMessage: 'Bewertungen' },
  juryMean: { id: 'backoffice.results.juryMean', defaultMessage: 'Jury' },
  juryCount: { id: 'backoffice.results.juryCount', defaultMessage: 'Jury-Stimmen' },
  technical: { id: 'backoffice.results.technical', defaultMessage: 'Technisch' },
  incomplete: { id: 'backoffice.results.incomplete', defaultMessage: 'Ohne Punkte, weil' },
  no_ratings: { id: 'backoffice.results.noRatings', defaultMessage: 'keine Bewertungen' },
  few_jury_scores: {
    id: 'backoffice.results.fewJuryScores',
    defaultMessage: 'weniger als 3 Jury-Stimmen',
  },
  awardedCategory: {
    id: 'backoffice.results.awardedCategory',
    defaultMessage: 'Ausgezeichnete Kategorie',
  },
  audienceAward: { id: 'backoffice.results.audienceAward', defaultMessage: 'Publikumspreis' },
  memberName: { id: 'backoffice.results.memberName', defaultMessage: 'Name' },
  memberFunction: { id: 'backoffice.results.memberFunction', defaultMessage: 'Funktion' },
  member: { id: 'backoffice.results.member', defaultMessage: 'Jurymitglied' },
  nominee: { id: 'backoffice.results.nominee', defaultMessage: 'Nominierten-ID' },
  juryHelp: {
    id: 'backoffice.results.juryHelp',
    defaultMessage: 'Punkte von 1 bis 10 mit einer Nachkommastelle, je Location und Kategorie.',
  },
});
