// Value lists and texts of the venue's nomination confirmation and the formal check that pages
// and the back office need without zod.
import type { AwardLanguage } from './nomination-vocabulary';

/**
 * A nominee's states (spec section 4, nomination flow): submitted by the public, formally checked
 * in the back office, invited (the venue got its confirmation link by mail), confirmed by the venue.
 */
export const NOMINEE_STATUSES = ['submitted', 'checked', 'invited', 'confirmed'] as const;
export type NomineeStatus = (typeof NOMINEE_STATUSES)[number];

/** Longest texts of a confirmation; the diploma name is the spec's (section 5 and 9). */
export const CONFIRMATION_LIMITS = {
  diplomaName: 20,
  text: 255,
  city: 255,
  website: 255,
  message: 2000,
  /** Up to three award categories per location (spec section 9). */
  categories: 3,
} as const;

/** The confirmation's German texts: the spec's where it has them (sections 5 and 8), else ours. */
export const confirmationMessages = {
  /** Spec section 8: "Nomination already confirmed." */
  alreadyConfirmed: 'Nomination bereits bestätigt.',
  notYetOpen: 'Die Bestätigung der Nominationen ist noch nicht eröffnet.',
  closed: 'Die Bestätigung der Nominationen ist abgeschlossen.',
  categories: 'Bitte wähle 1 bis 3 Kategorien.',
  mainCategory: 'Bitte wähle die Hauptkategorie aus deinen Kategorien.',
  postBox: 'Bitte gib eine Strassenadresse an, kein Postfach.',
  website: 'Bitte gib eine gültige Webadresse ein, z. B. www.example.ch.',
  thanks: 'Vielen Dank! Eure Teilnahme am Swiss Location Award ist bestätigt.',
} as const;

/** The back office's German texts for the formal check, invitation and merge. */
export const formalCheckMessages = {
  alreadyChecked: 'Diese Nomination ist bereits formell geprüft.',
  notChecked: 'Bitte prüfe die Nomination zuerst formell.',
  alreadyInvited: 'Die Einladung wurde bereits verschickt.',
  mergeYear: 'Nur Nominationen desselben Jahres lassen sich zusammenführen.',
  mergeSelf: 'Eine Nomination lässt sich nicht mit sich selbst zusammenführen.',
  bothConfirmed: 'Beide Locations haben bestätigt: bitte bereinige die Bestätigungen zuerst.',
  checked: 'Formell geprüft.',
  invited: 'Einladung verschickt.',
  merged: 'Zusammengeführt.',
} as const;

/**
 * Street lines of a postal box (Swiss, German, Austrian, French and Italian usage): the award's
 * diploma and kit go to a street address (spec section 5: no postal-box address).
 */
const POST_BOX =
  /(^|[^\p{L}])(postfach|post\s*box|p\.?\s*o\.?\s*box|case\s+postale|cp\s+\d|casella\s+postale|postlagernd)([^\p{L}]|$)/iu;

/** Whether a street line names a postal box. */
export function isPostBoxAddress(street: string): boolean {
  return POST_BOX.test(street);
}

/** The confirmation page's slug in each award language (`/site/{language}/swisslocationaward_{slug}`). */
export const CONFIRMATION_SLUGS: Record<AwardLanguage, string> = {
  de: 'bestaetigung',
  fr: 'confirmation',
  it: 'conferma',
  en: 'confirmation',
};

/** The confirmation page of the venue holding `slaCode`, in `language`. */
export function confirmationPath(language: AwardLanguage, slaCode: string): string {
  return `/site/${language}/swisslocationaward_${CONFIRMATION_SLUGS[language]}/${slaCode}`;
}

/** The donation's thank-you page's slug in each award language. */
export const DONATION_THANKS_SLUGS: Record<AwardLanguage, string> = {
  de: 'spende_danke',
  fr: 'don_merci',
  it: 'donazione_grazie',
  en: 'donation_thanks',
};

/** The donation's thank-you page in `language`. */
export function donationThanksPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${DONATION_THANKS_SLUGS[language]}`;
}

/** SLA codes as `newSlaCode` makes them; anything else is no code (the page answers 404). */
export const SLA_CODE_PATTERN = /^[a-z2-9]{16}$/;
