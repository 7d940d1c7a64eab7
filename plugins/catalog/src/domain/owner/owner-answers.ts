import { z } from 'zod';
import { ENTRY_KINDS } from '../entry-vocabulary';
import { ENTRY_SECTIONS, ROOM_FIELDS, type EntryKindName } from './section-fields';
import { fieldAnswer, sectionAnswer } from './section-schemas';

const pascal = (text: string) => text.replace(/(^|_)(\w)/g, (_m, _s, c: string) => c.toUpperCase());

/** The answer of each edit section, by kind and section (named e.g. `LocationBasicSection`). */
export const SECTION_ANSWERS = Object.fromEntries(
  ENTRY_KINDS.map((kind) => [
    kind,
    Object.fromEntries(
      Object.entries(ENTRY_SECTIONS[kind]).map(([section, fields]) => [
        section,
        sectionAnswer(`${pascal(kind)}${pascal(section)}Section`, fields),
      ]),
    ),
  ]),
) as Record<EntryKindName, Record<string, ReturnType<typeof sectionAnswer>>>;

/** One section's answer as pages read it. */
export interface SectionState {
  version: number;
  values: Record<string, unknown>;
  pending: Record<string, unknown> | null;
  message?: string;
}

/** One of the owner's entries as the dashboard and the entries list show it. */
export const ownerEntryAnswer = z
  .object({
    type: z.enum(ENTRY_KINDS),
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['draft', 'in_review', 'live', 'expired']),
    /** The ranking tier (basis 1 .. top_premium_plus 5). */
    type_id: z.number().int(),
    category: z.object({ id: z.number().int(), name: z.string() }),
    place: z.string().nullable(),
    /** 1 Switzerland, 2 Germany, 3 Austria (which regions the address offers). */
    country_category: z.number().int(),
    /** Changes waiting for the back office's approval. */
    pending_changes: z.number().int(),
    /** The public detail page (also the preview's address). */
    path: z.string(),
    updated_at: z.iso.datetime(),
  })
  .meta({ id: 'OwnerEntry' });
export type OwnerEntry = z.output<typeof ownerEntryAnswer>;

export const ownerEntriesAnswer = z
  .object({ data: z.array(ownerEntryAnswer), email_verified: z.boolean() })
  .meta({ id: 'OwnerEntries' });
export type OwnerEntries = z.output<typeof ownerEntriesAnswer>;

/** 201 of the guest entry creation. */
export const guestEntryCreatedAnswer = z
  .object({
    message: z.string(),
    entry: z.object({ type: z.enum(ENTRY_KINDS), id: z.number().int() }),
  })
  .meta({ id: 'GuestEntryCreated' });
export type GuestEntryCreated = z.output<typeof guestEntryCreatedAnswer>;

/** A room as its owner edits it. */
export const ownerRoomAnswer = z
  .object({
    id: z.number().int(),
    order: z.number().int(),
    ...Object.fromEntries(ROOM_FIELDS.map((field) => [field.name, fieldAnswer(field)])),
    image: z.object({ id: z.number().int(), src: z.string() }).nullable(),
    /** A new image waiting for the back office's approval (approved entries only). */
    pending_image: z.object({ id: z.number().int(), src: z.string() }).nullable(),
    ground_plan: z.object({ id: z.number().int(), url: z.string() }).nullable(),
  })
  .meta({ id: 'OwnerRoom' });
export type OwnerRoom = z.output<typeof ownerRoomAnswer> & Record<string, unknown>;

export const ownerRoomsAnswer = z
  .object({ version: z.number().int(), data: z.array(ownerRoomAnswer) })
  .meta({ id: 'OwnerRooms' });
export type OwnerRooms = z.output<typeof ownerRoomsAnswer>;

export const ownerRoomSavedAnswer = z
  .object({ message: z.string(), version: z.number().int(), room: ownerRoomAnswer })
  .meta({ id: 'OwnerRoomSaved' });
export type OwnerRoomSaved = z.output<typeof ownerRoomSavedAnswer>;

/** An entry's change history for the back office (who, what, before and after, when). */
export const entryAuditAnswer = z
  .object({
    data: z.array(
      z.object({
        id: z.number().int(),
        user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
        action: z.string(),
        section: z.string().nullable(),
        before: z.unknown(),
        after: z.unknown(),
        created_at: z.iso.datetime(),
      }),
    ),
  })
  .meta({ id: 'EntryAudit' });

/** `GET .../upgrade`: the ranking tiers side by side and the entry's current one. */
export const upgradeOffersAnswer = z
  .object({
    current_type_id: z.number().int(),
    vat_percent: z.number(),
    tiers: z.array(
      z.object({
        type_id: z.number().int(),
        name: z.string(),
        label: z.string(),
        yearly_chf: z.number(),
        total_chf: z.number(),
        features: z.object({
          photos_on_cards: z.number().int(),
          slider: z.boolean(),
          favourite_button: z.boolean(),
          ranking: z.number().int(),
        }),
      }),
    ),
  })
  .meta({ id: 'UpgradeOffers' });
export type UpgradeOffers = z.output<typeof upgradeOffersAnswer>;

/** 201 of an upgrade order: the thanks and the invoice's figures. */
export const upgradeOrderedAnswer = z
  .object({
    message: z.string(),
    order: z.object({
      id: z.number().int(),
      invoice_number: z.string(),
      net_chf: z.number(),
      vat_chf: z.number(),
      total_chf: z.number(),
    }),
  })
  .meta({ id: 'UpgradeOrdered' });
export type UpgradeOrdered = z.output<typeof upgradeOrderedAnswer>;
