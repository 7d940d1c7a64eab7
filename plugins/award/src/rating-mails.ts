import type { MailMessage } from '@eventalp/platform-sdk';
import type { AwardLanguage } from './domain';

export interface RatingMailFacts {
  to: string;
  firstName: string;
  venueName: string;
  year: number;
  /** The wizard's language: the mail speaks it. */
  language: AwardLanguage;
  /** The confirmation page with the token and `publication=1`. */
  withPublicationUrl: string;
  /** The confirmation page with the token and `publication=2`. */
  withoutPublicationUrl: string;
  brand: string;
}

type Texts = {
  subject(venue: string): string;
  hello(name: string): string;
  thanks(venue: string, year: number): string;
  choose: string;
  withPublication: string;
  withoutPublication: string;
  notYou: string;
};

/** The mail's texts in each award language. */
const TEXTS: Record<AwardLanguage, Texts> = {
  de: {
    subject: (venue) => `Bitte bestätige deine Bewertung von ${venue}`,
    hello: (name) => `Hallo ${name}`,
    thanks: (venue, year) =>
      `Vielen Dank für deine Bewertung von ${venue} für den Swiss Location Award ${year}.`,
    choose: 'Sie zählt erst, wenn du sie bestätigst. Wähle einen der beiden Links:',
    withPublication: 'Bestätigen, mit Veröffentlichung meines Kommentars:',
    withoutPublication: 'Bestätigen, ohne Veröffentlichung:',
    notYou: 'Hast du nicht bewertet? Dann ignoriere diese E-Mail; ohne Bestätigung zählt nichts.',
  },
  fr: {
    subject: (venue) => `Merci de confirmer votre évaluation de ${venue}`,
    hello: (name) => `Bonjour ${name}`,
    thanks: (venue, year) =>
      `Merci pour votre évaluation de ${venue} pour le Swiss Location Award ${year}.`,
    choose: 'Elle ne compte qu’une fois confirmée. Choisissez l’un des deux liens :',
    withPublication: 'Confirmer, avec publication de mon commentaire :',
    withoutPublication: 'Confirmer, sans publication :',
    notYou:
      'Vous n’avez pas évalué ? Ignorez alors cet e-mail ; sans confirmation, rien ne compte.',
  },
  it: {
    subject: (venue) => `Conferma la tua valutazione di ${venue}`,
    hello: (name) => `Ciao ${name}`,
    thanks: (venue, year) =>
      `Grazie per la tua valutazione di ${venue} per lo Swiss Location Award ${year}.`,
    choose: 'Conta solo dopo la tua conferma. Scegli uno dei due link:',
    withPublication: 'Conferma, con pubblicazione del mio commento:',
    withoutPublication: 'Conferma, senza pubblicazione:',
    notYou: 'Non hai valutato? Allora ignora questa e-mail; senza conferma non conta nulla.',
  },
  en: {
    subject: (venue) => `Please confirm your rating of ${venue}`,
    hello: (name) => `Hello ${name}`,
    thanks: (venue, year) => `Thank you for rating ${venue} for the Swiss Location Award ${year}.`,
    choose: 'It only counts once you confirm it. Choose one of the two links:',
    withPublication: 'Confirm, with my comment published:',
    withoutPublication: 'Confirm, without publication:',
    notYou: 'Did you not rate? Then ignore this e-mail; nothing counts without confirmation.',
  },
};

/**
 * The voter's confirmation mail (spec section 4, "rating flow") in the wizard's language: two
 * links, to confirm the rating with publication of the comment (1) or without (2). Only
 * confirmed ratings count.
 */
export function ratingMail(facts: RatingMailFacts): MailMessage {
  const texts = TEXTS[facts.language];
  return {
    to: facts.to,
    subject: texts.subject(facts.venueName),
    text: [
      texts.hello(facts.firstName),
      '',
      texts.thanks(facts.venueName, facts.year),
      texts.choose,
      '',
      texts.withPublication,
      facts.withPublicationUrl,
      '',
      texts.withoutPublication,
      facts.withoutPublicationUrl,
      '',
      texts.notYou,
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}
