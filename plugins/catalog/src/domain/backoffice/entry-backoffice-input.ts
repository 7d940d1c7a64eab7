import { z } from 'zod';
import { authorFields, messages, optionalText, text } from '@eventalp/platform-sdk';
import { RankingTier } from '../ranking-tiers';
import {
  ENTRY_SECTIONS,
  ROOM_FIELDS,
  type EntryKindName,
  type SectionField,
} from '../owner/section-fields';
import { fieldAnswer, sectionValuesInput } from '../owner/section-schemas';

/** Fields of the owners' sections kept in the entry's own row (not links, media or the FAQ). */
export function entryColumnFields(kind: EntryKindName): SectionField[] {
  return Object.entries(ENTRY_SECTIONS[kind]).flatMap(([section, fields]) =>
    section === 'faq'
      ? []
      : fields.filter(
          (field) =>
            !['terms', 'distances', 'videos', 'media', 'partner_locations'].includes(field.kind),
        ),
  );
}

/** Sales' own message when an expiry date does not lie after the release date. */
export const EXPIRY_BEFORE_RELEASE = 'Das Ablaufdatum muss nach dem Freigabedatum liegen.';

const emptyAsNull = (value: unknown) => (value === '' || value === undefined ? null : value);
const dateTime = () =>
  z.preprocess(
    emptyAsNull,
    text(40, messages.format)
      .pipe(z.iso.datetime({ offset: true, error: messages.format }))
      .nullable(),
  );
const tiers = Object.values(RankingTier);

/** What only the back office sets on an entry: tier, approval, release window, sample flag, SEO. */
const backofficeEntryShape = {
  type_id: z
    .number({ error: messages.format })
    .int(messages.format)
    .refine((tier) => (tiers as number[]).includes(tier), messages.format),
  approved: z.boolean({ error: messages.format }),
  is_sample: z.boolean({ error: messages.format }).default(false),
  release_at: dateTime(),
  expires_at: dateTime(),
  seo_title: optionalText(255),
  label_text: optionalText(100),
};

/**
 * A location's or provider's change in the back office: the owners' section rules for the fields
 * of the entry's row (the same schemas, so the same German texts), plus tier, approval and the
 * release window (empty: at once, unlimited; an expiry after the release).
 */
export function backofficeEntryInput(kind: EntryKindName) {
  return sectionValuesInput(entryColumnFields(kind))
    .safeExtend(backofficeEntryShape)
    .superRefine((entry, ctx) => {
      if (
        entry.release_at &&
        entry.expires_at &&
        Date.parse(String(entry.expires_at)) <= Date.parse(String(entry.release_at))
      )
        ctx.addIssue({ code: 'custom', message: EXPIRY_BEFORE_RELEASE, path: ['expires_at'] });
    });
}

/** A location or provider row as the back office lists and shows it. */
export function backofficeEntryAnswer(kind: EntryKindName) {
  return z.object({
    id: z.number().int(),
    ...Object.fromEntries(entryColumnFields(kind).map((field) => [field.name, fieldAnswer(field)])),
    slug: z.string().nullable(),
    type_id: z.number().int(),
    approved: z.boolean(),
    is_sample: z.boolean(),
    release_at: z.iso.datetime().nullable(),
    expires_at: z.iso.datetime().nullable(),
    seo_title: z.string().nullable(),
    label_text: z.string().nullable(),
    country_category: z.number().int(),
    owner_user_id: z.number().int().nullable(),
    created_via: z.string().nullable(),
    release_requested_at: z.iso.datetime().nullable(),
    archived_at: z.iso.datetime().nullable(),
    ...authorFields,
  });
}

/** A room's change in the back office: the owners' room rules. */
export const backofficeRoomInput = sectionValuesInput(ROOM_FIELDS);

/** A room as the back office lists and shows it. */
export const backofficeRoomAnswer = z.object({
  id: z.number().int(),
  location_id: z.number().int(),
  ...Object.fromEntries(ROOM_FIELDS.map((field) => [field.name, fieldAnswer(field)])),
  order: z.number().int(),
  ...authorFields,
});

const contractAnswer = z
  .object({
    deal_id: z.string().nullable(),
    subscription_type: z.string().nullable(),
    starts_on: z.string().nullable(),
    ends_on: z.string().nullable(),
    terminated_on: z.string().nullable(),
    billing_address: z.string().nullable(),
    customer_discount_percent: z.number().nullable(),
    absolute_discount: z.number().nullable(),
    discount_description: z.string().nullable(),
    post_invoice: z.boolean(),
    no_reminders: z.boolean(),
  })
  .nullable();

/** What the show page of an entry holds beyond its row: contract, notes, prices, reviews. */
export const backofficeEntryDetails = z.object({
  contract: contractAnswer,
  notes: z.array(
    z.object({
      id: z.number().int(),
      content: z.string(),
      created_by: z.number().int().nullable(),
      created_at: z.iso.datetime(),
    }),
  ),
  prices: z.array(
    z.object({
      id: z.number().int(),
      service: z.string(),
      price: z.number().nullable(),
      unit: z.string().nullable(),
      order: z.number().int(),
    }),
  ),
  reviews: z.array(
    z.object({
      id: z.number().int(),
      company: z.string(),
      reviewed_on: z.string(),
      rating: z.number().int(),
      description: z.string(),
      order: z.number().int(),
    }),
  ),
});

export type BackofficeEntryDetails = z.output<typeof backofficeEntryDetails>;
