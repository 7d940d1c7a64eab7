import { defineMessages } from 'react-intl';

export const outboxMessages = defineMessages({
  name: { id: 'backoffice.outbox.name', defaultMessage: 'Mail-Ausgang' },
  to: { id: 'backoffice.outbox.field.to', defaultMessage: 'Empfänger' },
  from: { id: 'backoffice.outbox.field.from', defaultMessage: 'Absender' },
  replyTo: { id: 'backoffice.outbox.field.replyTo', defaultMessage: 'Antwort an' },
  subject: { id: 'backoffice.outbox.field.subject', defaultMessage: 'Betreff' },
  text: { id: 'backoffice.outbox.field.text', defaultMessage: 'Text' },
  status: { id: 'backoffice.outbox.field.status', defaultMessage: 'Status' },
  attempts: { id: 'backoffice.outbox.field.attempts', defaultMessage: 'Versuche' },
  lastError: { id: 'backoffice.outbox.field.lastError', defaultMessage: 'Letzter Fehler' },
  hasAttachments: { id: 'backoffice.outbox.field.hasAttachments', defaultMessage: 'Mit Anhang' },
  createdAt: { id: 'backoffice.outbox.field.createdAt', defaultMessage: 'Erstellt am' },
  sentAt: { id: 'backoffice.outbox.field.sentAt', defaultMessage: 'Gesendet am' },
  statusPending: { id: 'backoffice.outbox.status.pending', defaultMessage: 'Wartend' },
  statusSending: { id: 'backoffice.outbox.status.sending', defaultMessage: 'Wird gesendet' },
  statusSent: { id: 'backoffice.outbox.status.sent', defaultMessage: 'Gesendet' },
  statusFailed: { id: 'backoffice.outbox.status.failed', defaultMessage: 'Fehlgeschlagen' },
  statusDead: { id: 'backoffice.outbox.status.dead', defaultMessage: 'Aufgegeben' },
  retry: { id: 'backoffice.outbox.action.retry', defaultMessage: 'Erneut senden' },
  retried: {
    id: 'backoffice.outbox.notice.retried',
    defaultMessage: 'Die Mail wird erneut gesendet.',
  },
});
