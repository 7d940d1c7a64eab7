import type {
  BookingAction,
  BookingState,
  PriceLineKey,
  PriceUnit,
} from '@eventalp/plugin-packages/domain';
import { defineMessages } from 'react-intl';

export const stateLabels = defineMessages<BookingState>({
  requested: { id: 'userArea.booking.state.requested', defaultMessage: 'Angefragt' },
  offer_sent: { id: 'userArea.booking.state.offerSent', defaultMessage: 'Angebot gesendet' },
  accepted: { id: 'userArea.booking.state.accepted', defaultMessage: 'Angenommen' },
  rejected: { id: 'userArea.booking.state.rejected', defaultMessage: 'Abgelehnt' },
  agreement_uploaded: {
    id: 'userArea.booking.state.agreementUploaded',
    defaultMessage: 'Vereinbarung hochgeladen',
  },
  billing_uploaded: {
    id: 'userArea.booking.state.billingUploaded',
    defaultMessage: 'Abrechnung hochgeladen',
  },
  cancelled: { id: 'userArea.booking.state.cancelled', defaultMessage: 'Storniert' },
});

export const actionLabels = defineMessages<BookingAction>({
  send_offer: { id: 'userArea.booking.action.sendOffer', defaultMessage: 'Angebot senden' },
  accept: { id: 'userArea.booking.action.accept', defaultMessage: 'Angebot annehmen' },
  reject: { id: 'userArea.booking.action.reject', defaultMessage: 'Angebot ablehnen' },
  upload_agreement: {
    id: 'userArea.booking.action.uploadAgreement',
    defaultMessage: 'Vereinbarung hochladen',
  },
  upload_billing: {
    id: 'userArea.booking.action.uploadBilling',
    defaultMessage: 'Abrechnung hochladen',
  },
  cancel: { id: 'userArea.booking.action.cancel', defaultMessage: 'Buchung stornieren' },
});

export const lineLabels = defineMessages<Exclude<PriceLineKey, 'hall' | 'extra'>>({
  package_single: { id: 'userArea.booking.line.single', defaultMessage: 'Paket Einzelperson' },
  package_for_two: {
    id: 'userArea.booking.line.forTwo',
    defaultMessage: 'Paket pro Person (zu zweit)',
  },
  meal_breakfast: { id: 'userArea.booking.line.breakfast', defaultMessage: 'Frühstück' },
  meal_coffee_break: { id: 'userArea.booking.line.coffeeBreak', defaultMessage: 'Kaffeepause' },
  meal_lunch: { id: 'userArea.booking.line.lunch', defaultMessage: 'Mittagessen' },
  meal_aperitif: { id: 'userArea.booking.line.aperitif', defaultMessage: 'Apéro' },
  meal_dinner: { id: 'userArea.booking.line.dinner', defaultMessage: 'Abendessen' },
  overnight: { id: 'userArea.booking.line.overnight', defaultMessage: 'Übernachtung' },
});

export const unitLabels = defineMessages<PriceUnit>({
  person_day: {
    id: 'userArea.booking.unit.personDay',
    defaultMessage: '{count, plural, one {# Personentag} other {# Personentage}}',
  },
  day: {
    id: 'userArea.booking.unit.day',
    defaultMessage: '{count, plural, one {# Tag} other {# Tage}}',
  },
  room_night: {
    id: 'userArea.booking.unit.roomNight',
    defaultMessage: '{count, plural, one {# Zimmernacht} other {# Zimmernächte}}',
  },
  piece: { id: 'userArea.booking.unit.piece', defaultMessage: '{count, plural, other {# Stück}}' },
});

export const roleLabels = defineMessages({
  owner: { id: 'userArea.booking.role.owner', defaultMessage: 'Location' },
  requester: { id: 'userArea.booking.role.requester', defaultMessage: 'Anfragende Person' },
  backoffice: { id: 'userArea.booking.role.backoffice', defaultMessage: 'Backoffice' },
});
