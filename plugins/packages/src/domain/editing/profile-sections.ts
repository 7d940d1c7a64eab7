// A venue's package profile as one table of sections and fields (zod-free, so pages import it):
// the route's input schema, its answer and the user area's generic form are built from these rows.
import type { Meal } from '../package-constants';

/** The kinds of a profile field: what the form shows and what the API accepts. */
export type ProfileField =
  | { name: string; kind: 'text'; max: number; required?: true }
  | { name: string; kind: 'multiline'; max: number; required?: true }
  /** A whole number (persons, m², days, hours) between min and max. */
  | { name: string; kind: 'int'; min: number; max: number }
  /** An amount in Rappen (CHF × 100), 0 to 10 million francs; the form shows francs. */
  | { name: string; kind: 'rappen' }
  /** A percent 0-100. */
  | { name: string; kind: 'percent' }
  /** An on/off switch (lunch and dinner offered, spec section 4). */
  | { name: string; kind: 'switch' }
  /** Ids of the package options of `group` (e.g. the restrictions). */
  | { name: string; kind: 'options'; group: 'restrictions' };

/** Largest amount a price field takes: 10 million francs in Rappen. */
export const MAX_RAPPEN = 1_000_000_000;
/** Longest free text of a profile field. */
export const LONG_TEXT = 5000;

const notes: ProfileField = { name: 'notes', kind: 'multiline', max: LONG_TEXT };
/** The four fields every meal section has; `offered` is the section's on/off switch. */
const meal: readonly ProfileField[] = [
  { name: 'offered', kind: 'switch' },
  { name: 'pricePerPersonRappen', kind: 'rappen' },
  { name: 'includedInPackages', kind: 'switch' },
  { name: 'description', kind: 'multiline', max: LONG_TEXT },
];

/**
 * The sections of the spec's package editing list (section 2), by the key the API and the page
 * address use (`generalinfo-basic` is the page `generalinfo/basic`). Accommodation is kept per
 * catalogue room (`accommodation/{roomId}`); halls and packages have routes of their own.
 */
export const PROFILE_SECTIONS = {
  contract: [
    { name: 'contactName', kind: 'text', max: 255, required: true },
    { name: 'contactEmail', kind: 'text', max: 255, required: true },
    { name: 'contactPhone', kind: 'text', max: 30 },
    { name: 'commissionAccepted', kind: 'switch' },
    notes,
  ],
  'generalinfo-basic': [
    { name: 'headline', kind: 'text', max: 255, required: true },
    { name: 'maxPersons', kind: 'int', min: 1, max: 100000 },
    { name: 'totalAreaM2', kind: 'int', min: 1, max: 1000000 },
    { name: 'publicTransport', kind: 'text', max: 255 },
  ],
  'generalinfo-description': [
    { name: 'description', kind: 'multiline', max: LONG_TEXT, required: true },
    { name: 'highlights', kind: 'multiline', max: LONG_TEXT },
  ],
  'generalinfo-conditions': [
    { name: 'conditions', kind: 'multiline', max: LONG_TEXT, required: true },
    { name: 'depositPercent', kind: 'percent' },
    { name: 'paymentDays', kind: 'int', min: 0, max: 365 },
  ],
  'generalinfo-photos': [
    { name: 'useEntryPhotos', kind: 'switch' },
    { name: 'photoCredits', kind: 'text', max: 255 },
  ],
  'generalinfo-limitations': [
    { name: 'restrictionIds', kind: 'options', group: 'restrictions' },
    { name: 'musicUntilHour', kind: 'int', min: 0, max: 24 },
    { name: 'otherLimitations', kind: 'multiline', max: LONG_TEXT },
  ],
  cancellation: [
    { name: 'freeUntilDays', kind: 'int', min: 0, max: 730 },
    { name: 'lateFeePercent', kind: 'percent' },
    { name: 'policy', kind: 'multiline', max: LONG_TEXT, required: true },
  ],
  activities: [
    { name: 'teamEvents', kind: 'switch' },
    { name: 'activities', kind: 'multiline', max: LONG_TEXT },
  ],
  services: [
    { name: 'eventManager', kind: 'switch' },
    { name: 'decoration', kind: 'switch' },
    { name: 'services', kind: 'multiline', max: LONG_TEXT },
  ],
  catering: [
    { name: 'ownKitchen', kind: 'switch' },
    { name: 'externalCatering', kind: 'switch' },
    { name: 'corkageRappen', kind: 'rappen' },
    notes,
  ],
  technik: [
    { name: 'projector', kind: 'switch' },
    { name: 'soundSystem', kind: 'switch' },
    { name: 'videoConference', kind: 'switch' },
    { name: 'microphones', kind: 'int', min: 0, max: 1000 },
    notes,
  ],
  facility: [
    { name: 'wheelchairAccessible', kind: 'switch' },
    { name: 'terrace', kind: 'switch' },
    { name: 'parkingSpaces', kind: 'int', min: 0, max: 100000 },
    notes,
  ],
  accommodation: [
    { name: 'beds', kind: 'int', min: 0, max: 10000 },
    { name: 'pricePerNightRappen', kind: 'rappen' },
    { name: 'breakfastIncluded', kind: 'switch' },
    { name: 'description', kind: 'multiline', max: LONG_TEXT },
  ],
  prices: [
    { name: 'minimumSpendRappen', kind: 'rappen' },
    { name: 'vatIncluded', kind: 'switch' },
    notes,
  ],
  'breakfast-main': meal,
  lunch: meal,
  dinner: meal,
  coffee: meal,
  'aperitif-meeting': meal,
} as const satisfies Record<string, readonly ProfileField[]>;

export type ProfileSection = keyof typeof PROFILE_SECTIONS;
export const PROFILE_SECTION_NAMES = Object.keys(PROFILE_SECTIONS) as ProfileSection[];
/** The sections kept once per venue (accommodation is kept per room). */
export const VENUE_SECTIONS = PROFILE_SECTION_NAMES.filter((name) => name !== 'accommodation');
/** The meal sections: each has the `offered` switch and a price per person. */
export const MEAL_SECTIONS = [
  'breakfast-main',
  'lunch',
  'dinner',
  'coffee',
  'aperitif-meeting',
] as const satisfies readonly ProfileSection[];

/** The meal section that offers each meal a package can include (its `offered` switch). */
export const MEAL_SECTION_OF = {
  breakfast: 'breakfast-main',
  coffee_break: 'coffee',
  lunch: 'lunch',
  aperitif: 'aperitif-meeting',
  dinner: 'dinner',
} as const satisfies Record<Meal, (typeof MEAL_SECTIONS)[number]>;

/** The meals' German names in messages of the API. */
export const MEAL_NAMES: Record<Meal, string> = {
  breakfast: 'Frühstück',
  coffee_break: 'Kaffeepause',
  lunch: 'Mittagessen',
  aperitif: 'Apéro',
  dinner: 'Abendessen',
};

/** A section's page address below `/site/user/packages` (`generalinfo-basic` → `generalinfo/basic`). */
export const sectionPagePath = (section: ProfileSection) => section.replace('-', '/');

/** A section's saved values: every field present, null (false for switches, [] for options) when empty. */
export type SectionValues = Record<string, string | number | boolean | number[] | null>;

/** The empty values of a section (what an unsaved section answers). */
export function emptySectionValues(section: ProfileSection): SectionValues {
  return Object.fromEntries(
    (PROFILE_SECTIONS[section] as readonly ProfileField[]).map((field) => [
      field.name,
      field.kind === 'switch' ? false : field.kind === 'options' ? [] : null,
    ]),
  );
}
