import { defineMessages } from 'react-intl';

export const donationMessages = defineMessages({
  name: { id: 'backoffice.donations.name', defaultMessage: 'Spenden' },
  createdAt: { id: 'backoffice.donations.createdAt', defaultMessage: 'Eingegangen am' },
  company: { id: 'backoffice.donations.company', defaultMessage: 'Firma' },
  contact: { id: 'backoffice.donations.contact', defaultMessage: 'Kontaktperson' },
  street: { id: 'backoffice.donations.street', defaultMessage: 'Strasse' },
  zip: { id: 'backoffice.donations.zip', defaultMessage: 'PLZ' },
  city: { id: 'backoffice.donations.city', defaultMessage: 'Ort' },
  email: { id: 'backoffice.donations.email', defaultMessage: 'E-Mail' },
  amount: { id: 'backoffice.donations.amount', defaultMessage: 'Betrag (CHF)' },
  message: { id: 'backoffice.donations.message', defaultMessage: 'Nachricht' },
  language: { id: 'backoffice.donations.language', defaultMessage: 'Sprache' },
  reference: { id: 'backoffice.donations.reference', defaultMessage: 'QR-Referenz' },
});
