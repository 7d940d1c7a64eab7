import type { MailMessage } from '@eventalp/platform-sdk';
import type { AwardLanguage } from './domain';

export interface PartnerMailFacts {
  to: string;
  firstName: string;
  organisation: string;
  language: AwardLanguage;
  /** The participation confirmation page with the token. */
  confirmationUrl: string;
  brand: string;
}

const TEXTS: Record<
  AwardLanguage,
  { subject: string; hello(name: string): string; body(org: string): string; notYou: string }
> = {
  de: {
    subject: 'Bitte bestätigt eure Teilnahme am Swiss Location Award',
    hello: (name) => `Hallo ${name}`,
    body: (org) =>
      `Danke für die Anmeldung von ${org} als Tourismusregion am Swiss Location Award. Bitte bestätigt eure Teilnahme mit diesem Link:`,
    notYou: 'Habt ihr euch nicht angemeldet? Dann ignoriert diese E-Mail.',
  },
  fr: {
    subject: 'Merci de confirmer votre participation au Swiss Location Award',
    hello: (name) => `Bonjour ${name}`,
    body: (org) =>
      `Merci d’avoir inscrit ${org} comme région touristique au Swiss Location Award. Veuillez confirmer votre participation avec ce lien :`,
    notYou: 'Vous ne vous êtes pas inscrits ? Ignorez alors cet e-mail.',
  },
  it: {
    subject: 'Confermate la vostra partecipazione allo Swiss Location Award',
    hello: (name) => `Buongiorno ${name}`,
    body: (org) =>
      `Grazie per aver iscritto ${org} come regione turistica allo Swiss Location Award. Confermate la vostra partecipazione con questo link:`,
    notYou: 'Non vi siete iscritti? Allora ignorate questa e-mail.',
  },
  en: {
    subject: 'Please confirm your participation in the Swiss Location Award',
    hello: (name) => `Hello ${name}`,
    body: (org) =>
      `Thank you for registering ${org} as a tourism region for the Swiss Location Award. Please confirm your participation with this link:`,
    notYou: 'Did you not register? Then ignore this e-mail.',
  },
};

/** The tourism region's mail with the link that confirms its participation, in its language. */
export function partnerConfirmationMail(facts: PartnerMailFacts): MailMessage {
  const texts = TEXTS[facts.language];
  return {
    to: facts.to,
    subject: texts.subject,
    text: [
      texts.hello(facts.firstName),
      '',
      texts.body(facts.organisation),
      facts.confirmationUrl,
      '',
      texts.notYou,
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}
