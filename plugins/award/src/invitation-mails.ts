import type { MailMessage } from '@eventalp/platform-sdk';

export interface InvitationMailFacts {
  to: string;
  year: number;
  venueName: string;
  /** `{appUrl}/sla/{slaCode}`: the venue's confirmation. */
  confirmationUrl: string;
  /** How many submitters nominated the venue. */
  nominations: number;
  brand: string;
  /** The venue has no contact address (not yet listed): the award office forwards the mail. */
  toAwardOffice: boolean;
}

/**
 * The invitation after the formal check: the venue's nomination is valid, it confirms its
 * participation (diploma name, contact, categories) through its link.
 */
export function invitationMail(facts: InvitationMailFacts): MailMessage {
  return {
    to: facts.to,
    subject: `Einladung zum Swiss Location Award ${facts.year}: bitte bestätigt eure Teilnahme`,
    text: [
      ...(facts.toAwardOffice
        ? [
            'An das Award-Team: Diese Location ist noch nicht erfasst und hat keine Kontaktadresse. Bitte leite diese E-Mail an die Location weiter.',
            '',
          ]
        : []),
      'Grüezi',
      '',
      `${facts.venueName} ist für den Swiss Location Award ${facts.year} nominiert (${
        facts.nominations === 1 ? 'eine Nomination' : `${facts.nominations} Nominationen`
      }) und hat die formelle Prüfung bestanden. Wir laden euch herzlich zur Teilnahme ein.`,
      '',
      'Bestätigt eure Teilnahme mit dem Namen für das Diplom, eurer Kontaktperson und euren Kategorien über diesen Link:',
      facts.confirmationUrl,
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}
