import { defineMessages } from 'react-intl';

export const partnerPageMessages = defineMessages({
  name: { id: 'backoffice.partnerPages.name', defaultMessage: 'Regionenseiten der Partner' },
  region: { id: 'backoffice.partnerPages.region', defaultMessage: 'Name der Region' },
  slug: { id: 'backoffice.partnerPages.slug', defaultMessage: 'Adresse' },
  partner: { id: 'backoffice.partnerPages.partner', defaultMessage: 'Partner-Nr.' },
  updatedAt: { id: 'backoffice.partnerPages.updatedAt', defaultMessage: 'Geändert am' },
  renameHint: {
    id: 'backoffice.partnerPages.renameHint',
    defaultMessage:
      'Nur die Organisatoren ändern den Namen der Region; der Partner ändert Filter und Einleitung.',
  },
});
