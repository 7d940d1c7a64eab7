import { defineMessages } from 'react-intl';

/** Texts of the packages' screens (read only). */
export const packageMessages = defineMessages({
  name: { id: 'backoffice.packages.name', defaultMessage: 'Pakete' },
  title: { id: 'backoffice.packages.field.name', defaultMessage: 'Paket' },
  location: { id: 'backoffice.packages.field.location', defaultMessage: 'Location (Nummer)' },
  locationName: { id: 'backoffice.packages.field.locationName', defaultMessage: 'Location' },
  eventType: { id: 'backoffice.packages.field.eventType', defaultMessage: 'Anlass' },
  state: { id: 'backoffice.packages.field.state', defaultMessage: 'Stand' },
  description: { id: 'backoffice.packages.field.description', defaultMessage: 'Beschreibung' },
  days: { id: 'backoffice.packages.field.days', defaultMessage: 'Tage' },
  overnight: { id: 'backoffice.packages.field.overnight', defaultMessage: 'Mit Übernachtung' },
  singlePrice: { id: 'backoffice.packages.field.singlePrice', defaultMessage: 'Einzelpreis' },
  perPerson: {
    id: 'backoffice.packages.field.perPerson',
    defaultMessage: 'Preis pro Person (für zwei)',
  },
  publishedAt: { id: 'backoffice.packages.field.publishedAt', defaultMessage: 'Veröffentlicht am' },
  createdAt: { id: 'backoffice.packages.field.createdAt', defaultMessage: 'Erstellt am' },
  updatedAt: { id: 'backoffice.packages.field.updatedAt', defaultMessage: 'Geändert am' },
  halls: { id: 'backoffice.packages.halls', defaultMessage: 'Räume des Pakets' },
  hallList: { id: 'backoffice.packages.hallList', defaultMessage: 'Hallen' },
  hallName: { id: 'backoffice.packages.field.hallName', defaultMessage: 'Halle' },
  area: { id: 'backoffice.packages.field.area', defaultMessage: 'Fläche (m²)' },
  draft: { id: 'backoffice.packages.state.draft', defaultMessage: 'Entwurf' },
  published: { id: 'backoffice.packages.state.published', defaultMessage: 'Veröffentlicht' },
  meeting: { id: 'backoffice.packages.type.meeting', defaultMessage: 'Meeting / Seminar' },
  celebration_business: {
    id: 'backoffice.packages.type.celebrationBusiness',
    defaultMessage: 'Firmenfeier',
  },
  celebration_private: {
    id: 'backoffice.packages.type.celebrationPrivate',
    defaultMessage: 'Private Feier',
  },
  wedding: { id: 'backoffice.packages.type.wedding', defaultMessage: 'Hochzeit' },
});
