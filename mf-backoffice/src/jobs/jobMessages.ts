import { defineMessages } from 'react-intl';

export const jobMessages = defineMessages({
  name: { id: 'backoffice.jobs.name', defaultMessage: 'Stellen' },
  title: { id: 'backoffice.jobs.field.name', defaultMessage: 'Titel' },
  slug: { id: 'backoffice.jobs.field.slug', defaultMessage: 'Slug' },
  short: { id: 'backoffice.jobs.field.short', defaultMessage: 'Kurztext' },
  employer: { id: 'backoffice.jobs.field.employer', defaultMessage: 'Arbeitgeber' },
  employmentLevel: { id: 'backoffice.jobs.field.employmentLevel', defaultMessage: 'Pensum' },
  workplace: { id: 'backoffice.jobs.field.workplace', defaultMessage: 'Arbeitsort' },
  description: { id: 'backoffice.jobs.field.description', defaultMessage: 'Beschreibung (HTML)' },
  applyUrl: { id: 'backoffice.jobs.field.applyUrl', defaultMessage: 'Bewerbungslink' },
  applyEmail: { id: 'backoffice.jobs.field.applyEmail', defaultMessage: 'Bewerbungsadresse' },
  published: { id: 'backoffice.jobs.field.published', defaultMessage: 'Veröffentlicht' },
  publishAt: { id: 'backoffice.jobs.field.publishAt', defaultMessage: 'Online ab' },
  expiresAt: { id: 'backoffice.jobs.field.expiresAt', defaultMessage: 'Online bis' },
  archivedAt: { id: 'backoffice.jobs.field.archivedAt', defaultMessage: 'Archiviert am' },
});
