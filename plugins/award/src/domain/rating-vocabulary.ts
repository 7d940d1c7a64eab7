// Value lists and texts of the public rating that pages need without zod (an input module
// imported at runtime would bundle it).

/**
 * The rating aspects (spec section 3, taxonomy type 30 "sla_rating", order 1 to 7): a voter picks
 * 1 to 3 as highlights and up to 3 as lowlights.
 */
export const RATING_ASPECTS = [
  'architektur',
  'stil_atmosphare',
  'ausstattung',
  'lage_aussicht',
  'erreichbarkeit',
  'kulinarik',
  'programm',
] as const;
export type RatingAspect = (typeof RATING_ASPECTS)[number];

/** The overall grade's scale (spec section 9): 1 catastrophic to 10 world class. */
export const RATING_GRADES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type RatingGrade = (typeof RATING_GRADES)[number];

/** The event the voter attended or organised at the venue. */
export const RATING_EVENT_TYPES = [
  'seminar',
  'conference',
  'company_event',
  'wedding',
  'private_party',
  'public_event',
  'other',
] as const;
export type RatingEventType = (typeof RATING_EVENT_TYPES)[number];

/** Organiser or visitor, each in its male and female form (spec section 3, "Rating"). */
export const VOTER_TYPES = ['organizer_m', 'organizer_f', 'visitor_m', 'visitor_f'] as const;
export type VoterType = (typeof VOTER_TYPES)[number];

/** How the voter confirms by the mail's links: 1 with publication, 2 without (user-approved). */
export const RATING_PUBLICATIONS = [1, 2] as const;
export type RatingPublication = (typeof RATING_PUBLICATIONS)[number];

/** The back office's decision (admin-approved): 0 not yet, 1 yes, 2 only highlights and lowlights. */
export const RATING_APPROVALS = [0, 1, 2] as const;
export type RatingApproval = (typeof RATING_APPROVALS)[number];

/** Limits of the rating (spec sections 5 and 9). */
export const RATING_LIMITS = {
  minHighlights: 1,
  maxHighlights: 3,
  maxLowlights: 3,
  comment: 350,
  name: 255,
} as const;

/** What a confirmation link did (spec section 4, "rating flow"). */
export const RATING_CONFIRMATIONS = ['verified', 'already_verified', 'reverified'] as const;
export type RatingConfirmation = (typeof RATING_CONFIRMATIONS)[number];

/** The rating's German texts: the spec's where it has them (sections 5 and 8), else ours. */
export const ratingMessages = {
  atMostThree: 'Du kannst maximal 3 Punkte auswählen.',
  atLeastOne: 'Bitte wähle mindestens 1 Punkt aus.',
  bothLists: 'Ein Punkt kann nicht Highlight und Lowlight zugleich sein.',
  grade: 'Bitte gib eine Gesamtnote von 1 bis 10.',
  eventDate: 'Bitte gib Monat und Jahr deines Anlasses an (nicht in der Zukunft).',
  truthful: 'Bitte bestätige, dass deine Angaben der Wahrheit entsprechen.',
  alreadyRated: 'Du hast diese Location bereits bewertet.',
  disposable: 'Bitte verwende deine eigene E-Mailadresse, keine Wegwerfadresse.',
  challenge:
    'Die Sicherheitsprüfung ist abgelaufen oder ungültig. Bitte sende das Formular erneut.',
  unknownVenue: 'Diese Location kann nicht bewertet werden.',
  notYetOpen: 'Die Bewertung ist noch nicht eröffnet.',
  closed: 'Die Bewertung ist abgeschlossen.',
  thanks:
    'Vielen Dank für deine Bewertung! Bitte bestätige sie über den Link in der E-Mail, die wir dir geschickt haben.',
  unknownToken: 'Dieser Bestätigungslink ist ungültig.',
  verified: 'Vielen Dank! Deine Bewertung ist bestätigt.',
  alreadyVerified: 'Deine Bewertung wurde bereits bestätigt.',
  reverified: 'Deine Bewertung wurde erneut bestätigt; deine neue Wahl gilt.',
} as const;

/**
 * The proof-of-work the rating form solves before it sends (instead of a third-party captcha): a
 * nonce whose SHA-256 over `{challenge}:{nonce}` starts with `bits` zero bits.
 */
export const PROOF_OF_WORK_BITS = 14;

/** Whether a SHA-256 digest starts with `bits` zero bits. */
export function hasLeadingZeroBits(digest: Uint8Array, bits: number): boolean {
  let left = bits;
  for (const byte of digest) {
    if (left <= 0) return true;
    if (left >= 8) {
      if (byte !== 0) return false;
      left -= 8;
    } else return byte >> (8 - left) === 0;
  }
  return left <= 0;
}

/** Providers that deliver `first.last@` to `firstlast@` (dots ignored). */
const DOTS_IGNORED = new Set(['gmail.com']);

/** Providers that deliver `name+tag@` to `name@`. */
const PLUS_TAGS = new Set([
  'gmail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'icloud.com',
  'me.com',
  'protonmail.com',
  'proton.me',
  'fastmail.com',
]);

/** Other names of one provider's domain. */
const DOMAIN_ALIASES: Record<string, string> = { 'googlemail.com': 'gmail.com' };

/**
 * The e-mail address a mailbox is known by, for "one rating per venue per voter": lower-cased,
 * the provider's domain alias resolved, dots and `+tags` dropped where the provider ignores them.
 */
export function emailKeyOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  domain = DOMAIN_ALIASES[domain] ?? domain;
  if (PLUS_TAGS.has(domain)) local = local.split('+')[0] || local;
  if (DOTS_IGNORED.has(domain)) local = local.replaceAll('.', '') || local;
  return `${local}@${domain}`;
}

/** Whether a month of a year lies after `now`'s month (Swiss time is close enough: a month's grain). */
export function monthInFuture(year: number, month: number, now: Date): boolean {
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return year * 12 + (month - 1) > current;
}
