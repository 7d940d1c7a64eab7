import { defineMessages } from 'react-intl';

export const subscriberMessages = defineMessages({
  name: { id: 'backoffice.subscribers.name', defaultMessage: 'Newsletter-Abonnenten' },
  email: { id: 'backoffice.subscribers.field.email', defaultMessage: 'E-Mail' },
  status: { id: 'backoffice.subscribers.field.status', defaultMessage: 'Status' },
  locale: { id: 'backoffice.subscribers.field.locale', defaultMessage: 'Sprache' },
  country: { id: 'backoffice.subscribers.field.country', defaultMessage: 'Land' },
  createdAt: { id: 'backoffice.subscribers.field.createdAt', defaultMessage: 'Angemeldet am' },
  createdFrom: { id: 'backoffice.subscribers.filter.createdFrom', defaultMessage: 'Angemeldet ab' },
  createdTo: { id: 'backoffice.subscribers.filter.createdTo', defaultMessage: 'Angemeldet bis' },
  confirmedAt: { id: 'backoffice.subscribers.field.confirmedAt', defaultMessage: 'Bestätigt am' },
  unsubscribedAt: {
    id: 'backoffice.subscribers.field.unsubscribedAt',
    defaultMessage: 'Abgemeldet am',
  },
  statusPending: { id: 'backoffice.subscribers.status.pending', defaultMessage: 'Unbestätigt' },
  statusConfirmed: { id: 'backoffice.subscribers.status.confirmed', defaultMessage: 'Bestätigt' },
  statusUnsubscribed: {
    id: 'backoffice.subscribers.status.unsubscribed',
    defaultMessage: 'Abgemeldet',
  },
  unsubscribe: { id: 'backoffice.subscribers.action.unsubscribe', defaultMessage: 'Abmelden' },
  unsubscribeTitle: {
    id: 'backoffice.subscribers.confirm.unsubscribeTitle',
    defaultMessage: 'Adresse vom Newsletter abmelden?',
  },
  unsubscribeText: {
    id: 'backoffice.subscribers.confirm.unsubscribeText',
    defaultMessage:
      'Die Adresse erhält keinen Newsletter mehr und bleibt als abgemeldet gespeichert.',
  },
  unsubscribed: {
    id: 'backoffice.subscribers.notice.unsubscribed',
    defaultMessage: 'Die Adresse ist abgemeldet.',
  },
  deleteHint: {
    id: 'backoffice.subscribers.deleteHint',
    defaultMessage:
      'Löschen entfernt die Adresse endgültig (Auskunfts- und Löschbegehren); das Änderungsprotokoll behält sie nicht.',
  },
});
