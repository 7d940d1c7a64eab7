import { z, type ZodType } from 'zod';
import {
  MAX_ROW_ID,
  messages,
  optionalText,
  requiredText,
  wholeNumber,
} from '@eventalp/platform-sdk';
import {
  CONDITION_CONFIRMATIONS,
  INCLUDED_ITEMS,
  MEALS,
  PACKAGE_EVENT_TYPE_NAMES,
  TIME_OF_DAY_NAMES,
} from '../package-constants';
import { packageMessages } from '../package-messages';
import {
  LONG_TEXT,
  MAX_RAPPEN,
  PROFILE_SECTION_NAMES,
  PROFILE_SECTIONS,
  type ProfileField,
  type ProfileSection,
} from './profile-sections';

/** Paths of the package editing routes (owner side, permission `package_edit`). */
export const EDITING_PATHS = {
  venues: '/user/packages',
  venue: '/user/packages/:locationId',
  section: '/user/packages/:locationId/sections/:section',
  accommodation: '/user/packages/:locationId/accommodation/:roomId',
  halls: '/user/packages/:locationId/halls',
  hall: '/user/packages/:locationId/halls/:hallId',
  packages: '/user/packages/:locationId/packages',
  package: '/user/packages/:locationId/packages/:packageId',
  publish: '/user/packages/:locationId/packages/:packageId/publish',
  withdraw: '/user/packages/:locationId/packages/:packageId/withdraw',
} as const;

export const PACKAGE_STATES = ['draft', 'published'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];

/** Seating styles a hall gives its capacity for. */
export const SEATING_STYLES = ['theatre', 'classroom', 'banquet', 'standing', 'ushape'] as const;
export type SeatingStyle = (typeof SEATING_STYLES)[number];

/** A hall's capacities with every seating style named (null: no capacity given). */
export const everySeatingStyle = (
  capacities: Partial<Record<string, number | null | undefined>> | null | undefined,
) =>
  Object.fromEntries(SEATING_STYLES.map((style) => [style, capacities?.[style] ?? null])) as Record<
    SeatingStyle,
    number | null
  >;

/** German texts of package editing where the spec has none (ours). */
export const editingMessages = {
  hall: 'Bitte wähle mindestens einen Raum.',
  foreignHall: 'Dieser Raum gehört nicht zu dieser Location.',
  option: 'Dieser Anlass passt nicht zur Art des Pakets.',
  room: 'Dieser Raum gehört nicht zu dieser Location.',
  hallInUse: 'Dieser Raum ist in einem Paket ausgewählt. Entferne ihn zuerst aus dem Paket.',
  packageBooked: 'Dieses Paket wurde schon gebucht. Ziehe es zurück, statt es zu löschen.',
  mealNotOffered: (meal: string) =>
    `${meal} ist bei deiner Location ausgeschaltet. Schalte es im Bereich ${meal} ein oder wähle es hier ab.`,
  saved: 'Gespeichert.',
} as const;

const id = wholeNumber(1, MAX_ROW_ID);
const rappen = wholeNumber(0, MAX_RAPPEN);
const unique = <T>(values: T[]) => [...new Set(values)];
const optional = <T extends ZodType>(schema: T) =>
  z
    .preprocess((value) => (value === '' ? null : value), schema.nullish())
    .transform((v) => v ?? null);

/** The input schema of one profile field. */
function fieldInput(field: ProfileField): ZodType {
  switch (field.kind) {
    case 'text':
    case 'multiline':
      return field.required ? requiredText({ max: field.max }) : optionalText(field.max);
    case 'int':
      return optional(wholeNumber(field.min, field.max));
    case 'rappen':
      return optional(rappen);
    case 'percent':
      return optional(wholeNumber(0, 100));
    case 'switch':
      return z
        .boolean({ error: messages.format })
        .nullish()
        .transform((v) => v ?? false);
    case 'options':
      return z
        .array(id, { error: messages.format })
        .max(50, messages.format)
        .nullish()
        .transform((ids) => unique(ids ?? []));
  }
}

function fieldAnswer(field: ProfileField): ZodType {
  switch (field.kind) {
    case 'text':
    case 'multiline':
      return z.string().nullable();
    case 'int':
    case 'rappen':
    case 'percent':
      return z.number().int().nullable();
    case 'switch':
      return z.boolean();
    case 'options':
      return z.array(z.number().int());
  }
}

const fieldsOf = (section: ProfileSection) => PROFILE_SECTIONS[section] as readonly ProfileField[];

/** The body of a section's save: `{ values }` with the section's fields. */
export function sectionInput(section: ProfileSection) {
  const values = z.object(
    Object.fromEntries(fieldsOf(section).map((field) => [field.name, fieldInput(field)])),
    { error: messages.format },
  );
  return z.object({ values });
}

/** Every section's values schema, for the OpenAPI answer (one object whose fields all sections share). */
const anySectionValues = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.boolean(), z.array(z.number()), z.null()]),
);

export const sectionAnswer = z
  .object({
    locationId: z.number().int(),
    section: z.enum(PROFILE_SECTION_NAMES),
    roomId: z.number().int().nullable(),
    values: anySectionValues,
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'PackageProfileSection' });
export type SectionAnswer = z.output<typeof sectionAnswer>;

/** The answer schema of one section's values (tests and forms check answers against it). */
export function sectionValuesAnswer(section: ProfileSection) {
  return z.object(
    Object.fromEntries(fieldsOf(section).map((field) => [field.name, fieldAnswer(field)])),
  );
}

const capacity = optional(wholeNumber(0, 100000));

/** A hall of a venue for packages: infos (name, capacities, area, linked room) and availability (rental slots). */
export const hallInput = z.object({
  name: requiredText({ max: 120 }),
  roomId: optional(id),
  areaM2: optional(wholeNumber(1, 1000000)),
  capacities: z
    .object(Object.fromEntries(SEATING_STYLES.map((style) => [style, capacity])), {
      error: messages.format,
    })
    .default({}),
  description: optionalText(LONG_TEXT),
  rentalSlots: z
    .array(
      z.object({
        slotId: wholeNumber(1, 11, packageMessages.rentalSlot),
        priceRappen: rappen,
      }),
      { error: messages.format },
    )
    .max(11, packageMessages.rentalSlot)
    .refine(
      (slots) => new Set(slots.map((slot) => slot.slotId)).size === slots.length,
      packageMessages.rentalSlot,
    )
    .default([]),
});
export type HallInput = z.input<typeof hallInput>;

export const hallAnswer = z
  .object({
    id: z.number().int(),
    locationId: z.number().int(),
    name: z.string(),
    roomId: z.number().int().nullable(),
    areaM2: z.number().int().nullable(),
    capacities: z.object(
      Object.fromEntries(SEATING_STYLES.map((style) => [style, z.number().int().nullable()])),
    ) as unknown as z.ZodType<Record<SeatingStyle, number | null>>,
    description: z.string().nullable(),
    rentalSlots: z.array(z.object({ slotId: z.number().int(), priceRappen: z.number().int() })),
    updatedAt: z.string(),
  })
  .meta({ id: 'PackageHall' });
export type Hall = z.output<typeof hallAnswer>;
export const hallsAnswer = z.array(hallAnswer).meta({ id: 'PackageHalls' });

/**
 * A package as the owner sends it. `timesOfDay` has one entry per day (its length is the number
 * of days); the lists are capped above the rules' numbers, so the rules' own messages
 * (`packageRuleErrors`: max 4 days, max 5 specials, …) answer a request just past them.
 */
export const packageInput = z.object({
  eventType: z.enum(PACKAGE_EVENT_TYPE_NAMES, { error: messages.required }),
  optionId: optional(id),
  name: requiredText({ max: 120 }),
  description: optionalText(LONG_TEXT),
  timesOfDay: z
    .array(
      z
        .array(z.enum(TIME_OF_DAY_NAMES, { error: messages.format }), { error: messages.format })
        .max(4, messages.format)
        .transform(unique),
      { error: messages.format },
    )
    .max(10, messages.format),
  meals: z
    .array(z.enum(MEALS, { error: messages.format }), { error: messages.format })
    .max(MEALS.length * 2, messages.format)
    .transform(unique),
  hallIds: z.array(id, { error: messages.format }).max(50, messages.format).transform(unique),
  overnight: z.boolean({ error: messages.format }).default(false),
  highlightedSpecials: z
    .array(requiredText({ max: 120 }), { error: messages.format })
    .max(20, messages.format)
    .default([]),
  singlePriceRappen: rappen,
  pricePerPersonRappen: rappen,
  includedItems: z
    .array(z.enum(INCLUDED_ITEMS, { error: messages.format }), { error: messages.format })
    .max(INCLUDED_ITEMS.length * 2, messages.format)
    .transform(unique)
    .default([]),
  confirmations: z
    .array(
      z.union(
        Object.values(CONDITION_CONFIRMATIONS).map((value) => z.literal(value)) as unknown as [
          ZodType<number>,
          ZodType<number>,
        ],
        { error: messages.format },
      ),
      { error: messages.format },
    )
    .max(3, messages.format)
    .default([]),
});
export type PackageInput = z.input<typeof packageInput>;

export const packageAnswer = z
  .object({
    id: z.number().int(),
    locationId: z.number().int(),
    eventType: z.enum(PACKAGE_EVENT_TYPE_NAMES),
    optionId: z.number().int().nullable(),
    name: z.string(),
    description: z.string().nullable(),
    days: z.number().int(),
    timesOfDay: z.array(z.array(z.enum(TIME_OF_DAY_NAMES))),
    meals: z.array(z.enum(MEALS)),
    hallIds: z.array(z.number().int()),
    overnight: z.boolean(),
    highlightedSpecials: z.array(z.string()),
    singlePriceRappen: z.number().int(),
    pricePerPersonRappen: z.number().int(),
    includedItems: z.array(z.enum(INCLUDED_ITEMS)),
    confirmations: z.array(z.number().int()),
    state: z.enum(PACKAGE_STATES),
    publishedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Package' });
export type Package = z.output<typeof packageAnswer>;
export const packagesAnswer = z.array(packageAnswer).meta({ id: 'Packages' });

const packageSummary = packageAnswer.pick({ id: true, name: true, eventType: true, state: true });

export const venueOverviewAnswer = z
  .object({
    locationId: z.number().int(),
    name: z.string(),
    roomIds: z.array(z.number().int()),
    /** The venue's rooms by name (catalogue), in id order. */
    rooms: z.array(z.object({ id: z.number().int(), name: z.string() })),
    /** The venue-wide sections saved at least once. */
    savedSections: z.array(z.enum(PROFILE_SECTION_NAMES)),
    halls: z.array(hallAnswer.pick({ id: true, name: true })),
    packages: z.array(packageSummary),
  })
  .meta({ id: 'PackageVenue' });
export type VenueOverview = z.output<typeof venueOverviewAnswer>;
export const venuesAnswer = z.array(venueOverviewAnswer).meta({ id: 'PackageVenues' });
