import { defineMessages } from 'react-intl';

export const landingPageMessages = defineMessages({
  name: { id: 'backoffice.landingPages.name', defaultMessage: 'SEO-Landingpages' },
  path: { id: 'backoffice.landingPages.field.path', defaultMessage: 'Pfad' },
  country: { id: 'backoffice.landingPages.field.country', defaultMessage: 'Länderkategorie' },
  title: { id: 'backoffice.landingPages.field.title', defaultMessage: 'Titel (H1)' },
  description: {
    id: 'backoffice.landingPages.field.description',
    defaultMessage: 'Meta-Beschreibung',
  },
  category: { id: 'backoffice.landingPages.field.category', defaultMessage: 'Kategorie' },
  region: { id: 'backoffice.landingPages.field.region', defaultMessage: 'Region' },
  switzerland: { id: 'backoffice.landingPages.country.1', defaultMessage: 'Schweiz' },
  germany: { id: 'backoffice.landingPages.country.2', defaultMessage: 'Deutschland' },
  austria: { id: 'backoffice.landingPages.country.3', defaultMessage: 'Österreich' },
  pathHint: {
    id: 'backoffice.landingPages.hint.path',
    defaultMessage:
      'z. B. /locations/hochzeit/kanton-zuerich (Kleinbuchstaben, Ziffern, Bindestriche)',
  },
});
