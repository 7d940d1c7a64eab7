import type { MailMessage } from '@eventalp/platform-sdk';
import { francsOf, type DonationValues } from './domain';

export interface DonationMailFacts {
  number: number;
  donation: DonationValues;
  /** The QR bill (PDF). */
  invoice: Buffer;
  brand: string;
  /** Answers to the donor's mail go to the award office. */
  replyTo: string;
}

/** The mail to a donor: thanks, the amount, and the QR bill to pay it with as a PDF attachment. */
export function donationMail(facts: DonationMailFacts): MailMessage {
  const { donation } = facts;
  return {
    to: donation.email,
    replyTo: facts.replyTo,
    subject: `Deine Spende an den Swiss Location Award (Nr. ${facts.number})`,
    text: [
      `Grüezi ${donation.contact}`,
      '',
      `Herzlichen Dank für deine Spende von CHF ${francsOf(donation.amount)} an den Swiss Location Award.`,
      'Im Anhang findest du die Rechnung mit dem QR-Einzahlungsschein: Scanne den QR-Code mit deiner Banking-App oder zahle am Postschalter.',
      ...(donation.message ? ['', 'Deine Nachricht an uns:', donation.message] : []),
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
    attachments: [
      {
        filename: `spende-swiss-location-award-${facts.number}.pdf`,
        contentType: 'application/pdf',
        content: facts.invoice,
      },
    ],
  };
}
