import type { BookingAction } from './booking-states';

/** The German texts of the bookings (ours: the spec names the events, not their wording). */
export const bookingMessages = {
  offerSent: 'Das Angebot wurde gesendet.',
  accepted: 'Du hast das Angebot angenommen.',
  rejected: 'Du hast das Angebot abgelehnt.',
  cancelled: 'Die Buchung wurde storniert.',
  agreementUploaded: 'Die Vereinbarung wurde hochgeladen.',
  billingUploaded: 'Die Abrechnung wurde hochgeladen.',
  agreementFile:
    'Die Vereinbarung wurde nicht akzeptiert. Erlaubt sind PDF-, DOC- und DOCX-Dateien bis 10 MB.',
  billingFile: 'Die Abrechnung wurde nicht akzeptiert. Erlaubt sind PDF-Dateien bis 10 MB.',
  noFile: 'Keine Datei ausgewählt.',
  iban: 'Bitte gib eine gültige Schweizer IBAN (CH oder LI) an.',
  lettersOnly: 'Bitte verwende nur Buchstaben.',
  invoiceUnavailable: 'Eine Rechnung gibt es erst für ein angenommenes Angebot.',
  fileMissing: 'Diese Datei wurde noch nicht hochgeladen.',
  venueAddress: 'Für die Rechnung fehlt die Adresse der Location (Strasse, PLZ, Ort).',
} as const;

/** Why an action does not fit the booking's state (409), per action. */
export const wrongStateMessages: Record<BookingAction, string> = {
  send_offer: 'Ein Angebot kann nur zu einer offenen Anfrage gesendet werden.',
  accept: 'Annehmen ist nur möglich, solange ein Angebot offen ist.',
  reject: 'Ablehnen ist nur möglich, solange ein Angebot offen ist.',
  upload_agreement: 'Die Vereinbarung kann erst nach dem angenommenen Angebot hochgeladen werden.',
  upload_billing: 'Die Abrechnung kann erst nach der Vereinbarung hochgeladen werden.',
  cancel: 'Diese Buchung ist abgeschlossen und kann nicht mehr storniert werden.',
};
