// Value lists and texts of the nomination that pages need without zod (an answers or input module
// imported at runtime would bundle it).

/** What the submitter is to the venue (spec section 3, "Nomination"). */
export const SUBMITTER_FUNCTIONS = ['organizer', 'visitor', 'provider', 'operator'] as const;
export type SubmitterFunction = (typeof SUBMITTER_FUNCTIONS)[number];

/** Languages of the award pages; a nomination keeps the one it was made in. */
export const AWARD_LANGUAGES = ['de', 'fr', 'it', 'en'] as const;
export type AwardLanguage = (typeof AWARD_LANGUAGES)[number];

/** Longest texts of a nomination. */
export const NOMINATION_LIMITS = { name: 255, message: 2000, source: 255 } as const;

/** The nomination's German texts: the spec's where it has them (section 5), else ours. */
export const nominationMessages = {
  alreadyNominated: 'Du hast diese Location bereits nominiert.',
  /** The location is neither chosen from the catalogue nor entered as a new venue. */
  locationRequired: 'Bitte wähle eine Location aus oder erfasse eine neue.',
  unknownLocation: 'Diese Location gibt es nicht (mehr). Bitte wähle sie erneut aus.',
  postcode: 'Ungültiges Format',
  notYetOpen: 'Die Nomination ist noch nicht eröffnet.',
  closed: 'Die Nomination ist abgeschlossen.',
  thanks: 'Vielen Dank für deine Nomination!',
} as const;
