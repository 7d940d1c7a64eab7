import type { ApiWriteTransport } from '@eventalp/platform-sdk/domain';
import { entryCardAnswer } from '@eventalp/plugin-catalog/domain';
import { z } from 'zod';
import { messages, optionalText, requiredText } from '@eventalp/platform-sdk';
import { KIT_GRADES } from './award-kits';
import { PARTNER_PAGE_LISTS } from './region-pages';

/**
 * A partner's results pages (spec section 2, issue 17 item 9): a region defined by cantons
 * (taxonomy 26), places (the catalogue location's place or the nominee's city, by name) and/or
 * postcodes; the page lists the region's nominated and awarded venues per year.
 *
 * The spec's rule "the region name can be changed only by the organisers": the partner names the
 * region when it creates a page (`name`, the page's heading on the public page and in the web
 * component); afterwards only the award office changes it (back-office resource
 * `award-partner-pages`). The page's address (`slug`) stays too, as sites embed it. The partner
 * changes its filters and its intro text.
 */

export const partnerPageMessages = {
  regionRequired: 'Bitte wähle mindestens einen Kanton, einen Ort oder eine Postleitzahl.',
  postcode: 'Bitte gib vierstellige Postleitzahlen ein.',
  unknownCanton: 'Bitte wähle Kantone aus der Liste.',
  slug: 'Die Adresse darf nur Kleinbuchstaben, Ziffern und Bindestriche enthalten (3 bis 60 Zeichen).',
  slugTaken: 'Diese Adresse ist bereits vergeben.',
  nameFixed: 'Den Namen der Region können nur die Organisatoren ändern.',
  slugFixed: 'Die Adresse einer Seite bleibt, wie sie angelegt wurde.',
  notFound: 'Diese Seite gibt es nicht.',
  tooMany: (max: number) => `Höchstens ${max} Einträge.`,
} as const;

export const PARTNER_PAGE_LIMITS = {
  cantons: 26,
  places: 50,
  postcodes: 300,
  /** Pages per partner. */
  pages: 20,
} as const;

const SLUG = /^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/;

const cantonId = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z
    .number({ error: partnerPageMessages.unknownCanton })
    .int({ error: partnerPageMessages.unknownCanton })
    .min(1, { error: partnerPageMessages.unknownCanton })
    .max(2_147_483_647, { error: partnerPageMessages.unknownCanton }),
);

const uniqueList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item, { error: messages.format })
    .max(max, { error: partnerPageMessages.tooMany(max) })
    .default([])
    .transform((items) => [...new Set(items as z.output<T>[])]);

/** The filters and intro a partner sets on every save. */
const regionFields = {
  cantons: uniqueList(cantonId, PARTNER_PAGE_LIMITS.cantons),
  places: uniqueList(requiredText({ max: 80 }), PARTNER_PAGE_LIMITS.places),
  postcodes: uniqueList(
    z
      .string({ error: partnerPageMessages.postcode })
      .trim()
      .max(4, { error: partnerPageMessages.postcode, abort: true })
      .regex(/^\d{4}$/, { error: partnerPageMessages.postcode }),
    PARTNER_PAGE_LIMITS.postcodes,
  ),
  intro: optionalText(2000),
};

const atLeastOne = (page: { cantons: number[]; places: string[]; postcodes: string[] }) =>
  page.cantons.length + page.places.length + page.postcodes.length > 0;

const slug = z
  .string({ error: messages.required })
  .trim()
  .max(60, { error: partnerPageMessages.slug, abort: true })
  .regex(SLUG, { error: partnerPageMessages.slug });

/** Body of `POST /api/guest/award/partner-area/pages`: the region's name, the address, filters. */
export const partnerPageCreateInput = z
  .object({ name: requiredText({ min: 2, max: 120 }), slug, ...regionFields })
  .refine(atLeastOne, { path: ['cantons'], error: partnerPageMessages.regionRequired });
export type PartnerPageCreateInput = z.input<typeof partnerPageCreateInput>;
export type PartnerPageCreateValues = z.output<typeof partnerPageCreateInput>;

/**
 * Body of `PUT …/pages/:id`: the filters and intro. `name` and `slug` may come along (a form sends
 * the whole page) but must be the stored ones (422 otherwise: only the organisers rename).
 */
export const partnerPageUpdateInput = z
  .object({
    name: z.string().max(255).optional(),
    slug: z.string().max(255).optional(),
    ...regionFields,
  })
  .refine(atLeastOne, { path: ['cantons'], error: partnerPageMessages.regionRequired });
export type PartnerPageUpdateInput = z.input<typeof partnerPageUpdateInput>;
export type PartnerPageUpdateValues = z.output<typeof partnerPageUpdateInput>;

/** One of the partner's pages as the partner area shows it. */
export const partnerPageAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    intro: z.string().nullable(),
    cantons: z.array(z.number().int()),
    places: z.array(z.string()),
    postcodes: z.array(z.string()),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'AwardPartnerPage' });
export type PartnerPage = z.output<typeof partnerPageAnswer>;

export const partnerPageListAnswer = z
  .object({ data: z.array(partnerPageAnswer) })
  .meta({ id: 'AwardPartnerPageList' });

/** Query of the public `GET /api/guest/award/partner-pages/:slug`. */
export const partnerPagePublicQuery = z.object({
  year: z.coerce.number({ error: messages.format }).int().min(2016).max(2100).optional(),
  list: z.enum(PARTNER_PAGE_LISTS, { error: messages.format }).default('awarded'),
});

/** Any text up to 60 characters: an address that is no page's is 404. */
export const partnerPageSlugParams = z.object({ slug: z.string().max(60) });

/** A venue of a region page: the nominee and, for awarded lists, its grade and score. */
export const partnerPageVenueAnswer = z
  .object({
    nominee_id: z.number().int(),
    name: z.string(),
    postcode: z.string().nullable(),
    city: z.string().nullable(),
    grade: z.enum(KIT_GRADES).nullable(),
    score: z.number().nullable(),
    category_id: z.number().int().nullable(),
    entry: entryCardAnswer.nullable(),
  })
  .meta({ id: 'AwardRegionVenue' });
export type PartnerPageVenue = z.output<typeof partnerPageVenueAnswer>;

/** `GET /api/guest/award/partner-pages/:slug`: the region's venues of one year and list. */
export const partnerPagePublicAnswer = z
  .object({
    slug: z.string(),
    name: z.string(),
    intro: z.string().nullable(),
    year: z.number().int().nullable(),
    list: z.enum(PARTNER_PAGE_LISTS),
    /** Awarded lists: whether the year's results are published (else the list is empty). */
    published: z.boolean(),
    total: z.number().int(),
    data: z.array(partnerPageVenueAnswer),
  })
  .meta({ id: 'AwardRegionPage' });
export type PartnerPagePublic = z.output<typeof partnerPagePublicAnswer>;

const pagePath = (id: number) => `/guest/award/partner-area/pages/${encodeURIComponent(id)}`;

/** The partner area's pages (partner session) and a region page's public answer. */
export function partnerPagesClient(http: ApiWriteTransport) {
  return {
    list: () => http.get<{ data: PartnerPage[] }>('/guest/award/partner-area/pages'),
    create: (input: PartnerPageCreateInput) =>
      http.post<PartnerPage>('/guest/award/partner-area/pages', input),
    update: (id: number, input: PartnerPageUpdateInput) =>
      http.put<PartnerPage>(pagePath(id), input),
    remove: (id: number) => http.delete<void>(pagePath(id)),
  };
}
