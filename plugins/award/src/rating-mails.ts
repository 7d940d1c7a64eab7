import type { MailMessage } from '@eventalp/platform-sdk';

export interface RatingMailFacts {
  to: string;
  firstName: string;
  venueName: string;
  year: number;
  /** The confirmation page with the token and `publication=1`. */
  withPublicationUrl: string;
  /** The confirmation page with the token and `publication=2`. */
  withoutPublicationUrl: string;
  brand: string;
}

/**
 * The voter's confirmation mail (spec section 4, "rating flow"): two links, to confirm the rating
 * with publication of the comment (1) or without (2). Only confirmed ratings count.
 */
export function ratingMail(facts: RatingMailFacts): MailMessage {
  return {
    to: facts.to,
    subject: `Bitte bestätige deine Bewertung von ${facts.venueName}`,
    text: [
      `Hallo ${facts.firstName}`,
      '',
      `Vielen Dank für deine Bewertung von ${facts.venueName} für den Swiss Location Award ${facts.year}.`,
      'Sie zählt erst, wenn du sie bestätigst. Wähle einen der beiden Links:',
      '',
      'Bestätigen, mit Veröffentlichung meines Kommentars:',
      facts.withPublicationUrl,
      '',
      'Bestätigen, ohne Veröffentlichung:',
      facts.withoutPublicationUrl,
      '',
      'Hast du nicht bewertet? Dann ignoriere diese E-Mail; ohne Bestätigung zählt nichts.',
      '',
      '--',
      `Swiss Location Award, ${facts.brand}`,
    ].join('\n'),
  };
}
