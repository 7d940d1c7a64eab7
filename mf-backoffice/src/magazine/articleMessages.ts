import { defineMessages } from 'react-intl';

export const articleMessages = defineMessages({
  name: { id: 'backoffice.articles.name', defaultMessage: 'Magazin' },
  title: { id: 'backoffice.articles.field.title', defaultMessage: 'Titel' },
  subtitle: { id: 'backoffice.articles.field.subtitle', defaultMessage: 'Untertitel' },
  slug: { id: 'backoffice.articles.field.slug', defaultMessage: 'Slug' },
  teaser: { id: 'backoffice.articles.field.teaser', defaultMessage: 'Anriss' },
  body: { id: 'backoffice.articles.field.body', defaultMessage: 'Text' },
  published: { id: 'backoffice.articles.field.published', defaultMessage: 'Veröffentlicht' },
  publishAt: { id: 'backoffice.articles.field.publishAt', defaultMessage: 'Publikationsdatum' },
  sponsorText: { id: 'backoffice.articles.field.sponsorText', defaultMessage: 'Sponsoring-Text' },
  sponsorUrl: { id: 'backoffice.articles.field.sponsorUrl', defaultMessage: 'Sponsoring-Link' },
  updatedAt: { id: 'backoffice.articles.field.updatedAt', defaultMessage: 'Geändert am' },
});
