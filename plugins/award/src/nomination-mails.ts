import type { MailMessage } from '@eventalp/platform-sdk';
import type { SubmitterFunction } from './domain';

/** How a submitter's function reads in the venue's mail. */
const FUNCTION_LABELS: Record<SubmitterFunction, string> = {
  organizer: 'Veranstalter/in',
  visitor: 'Besucher/in',
  provider: 'Anbieter/in',
  operator: 'Betreiber/in',
};

export interface NominationMailFacts {
  to: string;
  year: number;
  venueName: string;
  /** `{appUrl}/sla/{slaCode}`: the venue's confirmation. */
  confirmationUrl: string;
  submitter: { first_name: string; last_name: string; function: SubmitterFunction };
  message: string | null;
  brand: string;
  /** The venue has no contact address (not yet listed): the award office forwards the mail. */
  toAwardOffice: boolean;
}

/** The mail to a nominated venue: who nominated it, and the link to confirm its participation. */
export function nominationMail(facts: NominationMailFacts): MailMessage {
  const { submitter } = facts;
  return {
    to: facts.to,
    subject: `${facts.venueName} ist für den Swiss Location Award ${facts.year} nominiert`,
    text: [
      ...(facts.toAwardOffice
        ? [
            'An das Award-Team: Diese Location ist noch nicht erfasst und hat keine Kontaktadresse. Bitte leite diese E-Mail an die Location weiter.',
            '',
          ]
        : []),
      'Grüezi',
      '',
      `${facts.venueName} wurde für den Swiss Location Award ${facts.year} nominiert, von ${submitter.first_name} ${submitter.last_name} (${FUNCTION_LABELS[submitter.function]}).`,
      ...(facts.message ? ['', 'Die Nachricht dazu:', facts.message] : []),
      '',
      'Bestätige eure Teilnahme über diesen Link:',
      facts.confirmationUrl,
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}
