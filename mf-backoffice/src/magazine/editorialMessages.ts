import { defineMessages } from 'react-intl';

export const editorialMessages = defineMessages({
  tags: { id: 'backoffice.tags.name', defaultMessage: 'Magazin-Tags' },
  categories: { id: 'backoffice.categories.name', defaultMessage: 'Redaktionelle Kategorien' },
  pages: { id: 'backoffice.pages.name', defaultMessage: 'Redaktionelle Seiten und Hilfe' },
  helpTypes: { id: 'backoffice.helpTypes.name', defaultMessage: 'Typen der Hilfeartikel' },
  name: { id: 'backoffice.editorial.field.name', defaultMessage: 'Name' },
  title: { id: 'backoffice.editorial.field.title', defaultMessage: 'Titel' },
  slug: { id: 'backoffice.editorial.field.slug', defaultMessage: 'Slug' },
  order: { id: 'backoffice.editorial.field.order', defaultMessage: 'Reihenfolge' },
  intro: { id: 'backoffice.editorial.field.intro', defaultMessage: 'Einleitung' },
  description: { id: 'backoffice.editorial.field.description', defaultMessage: 'Beschreibung' },
  kind: { id: 'backoffice.editorial.field.kind', defaultMessage: 'Art' },
  kindEditorial: { id: 'backoffice.editorial.kind.editorial', defaultMessage: 'Ratgeber' },
  kindHelp: { id: 'backoffice.editorial.kind.help', defaultMessage: 'Hilfe-Center' },
  category: { id: 'backoffice.editorial.field.category', defaultMessage: 'Kategorie' },
  helpType: { id: 'backoffice.editorial.field.helpType', defaultMessage: 'Typ (nur Hilfe)' },
  body: { id: 'backoffice.editorial.field.body', defaultMessage: 'Text' },
  published: { id: 'backoffice.editorial.field.published', defaultMessage: 'Veröffentlicht' },
});
