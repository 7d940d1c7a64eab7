import type { MailMessage } from '@eventalp/platform-sdk';
import { formatChf, type BookingAction } from '../domain';

/** What a booking mail names: the booking, its venue and where each party reads it. */
export interface BookingMailContext {
  reference: string;
  venueName: string;
  firstName: string;
  lastName: string;
  date: string;
  days: number;
  persons: number;
  total: number;
  /** The requester's and the owner's page of the booking, absolute. */
  requesterUrl: string;
  ownerUrl: string;
  brand: string;
}

const swissDate = (iso: string) => iso.split('-').reverse().join('.');

function facts(c: BookingMailContext): string[] {
  return [
    `Buchung: ${c.reference}`,
    `Location: ${c.venueName}`,
    `Datum: ${swissDate(c.date)}${c.days > 1 ? ` (${c.days} Tage)` : ''}`,
    `Personen: ${c.persons}`,
  ];
}
const withNote = (note: string | null) => (note ? ['', 'Bemerkung:', note] : []);

/** The venue's mail about a new booking request (the reservation writes it with the booking). */
export function newBookingMail(c: BookingMailContext, to: string, replyTo: string): MailMessage {
  return {
    to,
    replyTo,
    subject: `Neue Buchungsanfrage ${c.reference} für ${c.venueName}`,
    text: [
      'Guten Tag',
      '',
      `Über ${c.brand} ist eine neue Buchungsanfrage von ${c.firstName} ${c.lastName} eingegangen:`,
      '',
      ...facts(c),
      `Berechneter Preis: ${formatChf(c.total)} (inkl. MWST)`,
      '',
      `Anfrage ansehen und Angebot senden: ${c.ownerUrl}`,
    ].join('\n'),
  };
}

/** The mail to the other party after `action`; `note` is the actor's note, `offer` the offer sent. */
export function transitionMail(
  action: BookingAction,
  by: 'owner' | 'requester',
  c: BookingMailContext,
  to: string,
  details: { note: string | null; offer?: { text: string; amount: number } },
): MailMessage {
  const toRequester = by === 'owner';
  const hello = toRequester ? `Hallo ${c.firstName}` : 'Guten Tag';
  const link = toRequester
    ? `Buchung ansehen: ${c.requesterUrl}`
    : `Buchung ansehen: ${c.ownerUrl}`;
  const compose = (subject: string, lines: string[]): MailMessage => ({
    to,
    subject: `${subject} (${c.reference})`,
    text: [hello, '', ...lines, '', ...facts(c), ...withNote(details.note), '', link].join('\n'),
  });
  switch (action) {
    case 'send_offer':
      return compose(`Dein Angebot von ${c.venueName}`, [
        `${c.venueName} hat dir ein Angebot für deine Buchungsanfrage gesendet:`,
        '',
        details.offer?.text ?? '',
        '',
        `Betrag: ${formatChf(details.offer?.amount ?? 0)} (inkl. MWST)`,
        '',
        'Du kannst das Angebot in deinem Benutzerkonto annehmen oder ablehnen.',
      ]);
    case 'accept':
      return compose('Angebot angenommen', [
        `${c.firstName} ${c.lastName} hat dein Angebot angenommen. Bitte lade die Vereinbarung hoch.`,
      ]);
    case 'reject':
      return compose('Angebot abgelehnt', [
        `${c.firstName} ${c.lastName} hat dein Angebot abgelehnt.`,
      ]);
    case 'upload_agreement':
      return compose('Vereinbarung zu deiner Buchung', [
        `${c.venueName} hat die Vereinbarung zu deiner Buchung hochgeladen. Du findest sie in deinem Benutzerkonto.`,
      ]);
    case 'upload_billing':
      return compose('Abrechnung zu deiner Buchung', [
        `${c.venueName} hat die Abrechnung zu deiner Buchung hochgeladen. Du findest sie in deinem Benutzerkonto.`,
      ]);
    case 'cancel':
      return compose(
        'Buchung storniert',
        toRequester
          ? [`${c.venueName} hat deine Buchung storniert.`]
          : [`${c.firstName} ${c.lastName} hat die Buchung storniert.`],
      );
  }
}
