import type { MailMessage } from '@eventalp/platform-sdk';
import { francsOf, type AwardLanguage, type DonationValues } from './domain';

export interface DonationMailFacts {
  number: number;
  donation: DonationValues;
  /** The QR bill (PDF). */
  invoice: Buffer;
  brand: string;
  /** Answers to the donor's mail go to the award office. */
  replyTo: string;
}

type Texts = {
  subject(n: number): string;
  hello(name: string): string;
  thanks(francs: string): string;
  howToPay: string;
  yourMessage: string;
  file(n: number): string;
};

/** The mail's texts in each award language (the donation page's). */
const TEXTS: Record<AwardLanguage, Texts> = {
  de: {
    subject: (n) => `Deine Spende an den Swiss Location Award (Nr. ${n})`,
    hello: (name) => `Grüezi ${name}`,
    thanks: (francs) =>
      `Herzlichen Dank für deine Spende von CHF ${francs} an den Swiss Location Award.`,
    howToPay:
      'Im Anhang findest du die Rechnung mit dem QR-Einzahlungsschein: Scanne den QR-Code mit deiner Banking-App oder zahle am Postschalter.',
    yourMessage: 'Deine Nachricht an uns:',
    file: (n) => `spende-swiss-location-award-${n}.pdf`,
  },
  fr: {
    subject: (n) => `Votre don au Swiss Location Award (n° ${n})`,
    hello: (name) => `Bonjour ${name}`,
    thanks: (francs) => `Merci beaucoup pour votre don de CHF ${francs} au Swiss Location Award.`,
    howToPay:
      'Vous trouverez en annexe la facture avec le bulletin de versement QR : scannez le code QR avec votre application bancaire ou payez au guichet postal.',
    yourMessage: 'Votre message :',
    file: (n) => `don-swiss-location-award-${n}.pdf`,
  },
  it: {
    subject: (n) => `La tua donazione allo Swiss Location Award (n. ${n})`,
    hello: (name) => `Buongiorno ${name}`,
    thanks: (francs) =>
      `Grazie di cuore per la tua donazione di CHF ${francs} allo Swiss Location Award.`,
    howToPay:
      'In allegato trovi la fattura con la polizza di versamento QR: scansiona il codice QR con la tua app bancaria o paga allo sportello postale.',
    yourMessage: 'Il tuo messaggio:',
    file: (n) => `donazione-swiss-location-award-${n}.pdf`,
  },
  en: {
    subject: (n) => `Your donation to the Swiss Location Award (no. ${n})`,
    hello: (name) => `Hello ${name}`,
    thanks: (francs) =>
      `Thank you very much for your donation of CHF ${francs} to the Swiss Location Award.`,
    howToPay:
      'Attached is the invoice with the QR payment slip: scan the QR code with your banking app or pay at a post office counter.',
    yourMessage: 'Your message to us:',
    file: (n) => `donation-swiss-location-award-${n}.pdf`,
  },
};

/**
 * The mail to a donor in the donation page's language: thanks, the amount, and the QR bill to
 * pay it with as a PDF attachment.
 */
export function donationMail(facts: DonationMailFacts): MailMessage {
  const { donation } = facts;
  const texts = TEXTS[donation.language];
  return {
    to: donation.email,
    replyTo: facts.replyTo,
    subject: texts.subject(facts.number),
    text: [
      texts.hello(donation.contact),
      '',
      texts.thanks(francsOf(donation.amount)),
      texts.howToPay,
      ...(donation.message ? ['', texts.yourMessage, donation.message] : []),
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
    attachments: [
      {
        filename: texts.file(facts.number),
        contentType: 'application/pdf',
        content: facts.invoice,
      },
    ],
  };
}
