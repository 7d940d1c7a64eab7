import { defineMessages } from 'react-intl';

export const seoCategoryMessages = defineMessages({
  name: { id: 'backoffice.seoCategories.name', defaultMessage: 'SEO-Kategorien' },
  slug: { id: 'backoffice.seoCategories.field.slug', defaultMessage: 'Pfadsegment' },
  category: { id: 'backoffice.seoCategories.field.category', defaultMessage: 'Location-Kategorie' },
  heading: { id: 'backoffice.seoCategories.field.heading', defaultMessage: 'Überschrift' },
  createHint: {
    id: 'backoffice.seoCategories.hint.create',
    defaultMessage: 'Beim Speichern entsteht je Kanton und Bundesland eine Landingpage.',
  },
});
