import { defineMessages } from 'react-intl';

/** The dashboard's own texts. */
export const dashboardMessages = defineMessages({
  title: { id: 'backoffice.dashboard.title', defaultMessage: 'Übersicht' },
  loading: { id: 'backoffice.dashboard.loading', defaultMessage: 'Kennzahlen werden geladen …' },
  loadFailed: {
    id: 'backoffice.dashboard.loadFailed',
    defaultMessage: 'Die Kennzahlen konnten nicht geladen werden.',
  },
  empty: {
    id: 'backoffice.dashboard.empty',
    defaultMessage: 'Für Ihre Rolle gibt es keine Kennzahlen.',
  },
  unavailable: {
    id: 'backoffice.dashboard.unavailable',
    defaultMessage: 'Zurzeit nicht verfügbar.',
  },
  thisWeek: { id: 'backoffice.dashboard.thisWeek', defaultMessage: 'Diese Woche' },
});

/**
 * The titles and parts of the figures the plugins contribute, by the message ids they declare
 * (`defineDashboardMetric`); a figure whose id is not here shows its id.
 */
export const figureMessages = defineMessages({
  newEntries: { id: 'backoffice.dashboard.newEntries', defaultMessage: 'Neue Einträge' },
  approvalQueue: { id: 'backoffice.dashboard.approvalQueue', defaultMessage: 'Zur Freigabe' },
  approvalNewEntries: {
    id: 'backoffice.dashboard.approvalQueue.newEntries',
    defaultMessage: 'Neue Einträge',
  },
  approvalChanges: {
    id: 'backoffice.dashboard.approvalQueue.changes',
    defaultMessage: 'Änderungen',
  },
  requests: { id: 'backoffice.dashboard.requests', defaultMessage: 'Anfragen' },
  mails: { id: 'backoffice.dashboard.mails', defaultMessage: 'Mails' },
  mailsSent: { id: 'backoffice.dashboard.mails.sent', defaultMessage: 'Gesendet' },
  mailsFailed: { id: 'backoffice.dashboard.mails.failed', defaultMessage: 'Fehlgeschlagen' },
  mailsPending: { id: 'backoffice.dashboard.mails.pending', defaultMessage: 'Wartend' },
  queueDepth: { id: 'backoffice.dashboard.queueDepth', defaultMessage: 'Warteschlange' },
  queueJobs: { id: 'backoffice.dashboard.queueDepth.jobs', defaultMessage: 'Aufträge' },
});
