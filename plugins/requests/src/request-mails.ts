import type { MailMessage } from '@eventalp/platform-sdk';
import type { RequestInput } from './domain/request-input';

export interface RequestedEntry {
  type: 'location' | 'provider';
  id: number;
  name: string;
  /** The entry's place (town), when it has one. */
  city: string | null;
  /** The entry's detail page, absolute. */
  url: string;
  enquiryEmail: string | null;
}

function details(input: RequestInput): string[] {
  const [year, month, day] = input.desired_date.split('-');
  return [
    `Name: ${input.first_name} ${input.last_name}`,
    ...(input.company ? [`Firma: ${input.company}`] : []),
    `E-Mail: ${input.email}`,
    `Telefon: ${input.phone}`,
    `Wunschdatum: ${day}.${month}.${year}`,
    `Personen: ${input.people}`,
    ...(input.occasion ? [`Anlass: ${input.occasion}`] : []),
    ...(input.comment ? ['', 'Nachricht:', input.comment] : []),
  ];
}

/** The mail to the entry's enquiry address; replies go straight to the requester. */
export function mailToEntry(
  entry: RequestedEntry & { enquiryEmail: string },
  input: RequestInput,
  brand: string,
): MailMessage {
  return {
    to: entry.enquiryEmail,
    replyTo: input.email,
    subject: `Neue Anfrage für ${entry.name}`,
    text: [
      `Guten Tag`,
      '',
      `Über ${brand} ist eine neue Anfrage für ${entry.name} eingegangen:`,
      '',
      ...details(input),
      '',
      'Antworte direkt auf diese E-Mail, um die anfragende Person zu erreichen.',
    ].join('\n'),
  };
}

/**
 * The requester's one confirmation, however many entries were asked: every entry with its name,
 * place and page, then the details as sent.
 */
export function confirmationToRequester(
  entries: RequestedEntry[],
  input: RequestInput,
  brand: string,
): MailMessage {
  const subject =
    entries.length === 1
      ? `Deine Anfrage an ${entries[0]!.name}`
      : `Deine Anfrage an ${entries.length} Anbieter`;
  return {
    to: input.email,
    subject,
    text: [
      `Hallo ${input.first_name}`,
      '',
      entries.length === 1
        ? `Vielen Dank für deine Anfrage über ${brand}. Wir haben sie weitergeleitet an:`
        : `Vielen Dank für deine Anfrage über ${brand}. Wir haben sie an diese ${entries.length} Anbieter weitergeleitet:`,
      '',
      ...entries.flatMap((entry) => [
        `- ${entry.name}${entry.city ? `, ${entry.city}` : ''}`,
        `  ${entry.url}`,
      ]),
      '',
      'Deine Angaben:',
      ...details(input),
      '',
      'Die Anbieter melden sich direkt bei dir.',
    ].join('\n'),
  };
}
