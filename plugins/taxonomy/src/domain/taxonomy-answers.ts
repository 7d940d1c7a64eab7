import { z } from 'zod';

const flag = z.union([z.literal(0), z.literal(1)]);
const text = z.string().nullable();

/** A taxonomy entry as the API answers it (spec section 3, "Taxonomy entry"). */
export const taxonomyEntryAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    name_fr: text,
    name_it: text,
    name_en: text,
    name_alt: text,
    name_meta: text,
    image_alt: text,
    image: text,
    slug: text,
    subtype: z.number().int().nullable(),
    /** The type code (`TaxonomyType`). */
    type: z.number().int(),
    weak_search: flag,
    order: z.number().int().nullable(),
    published: flag,
  })
  .meta({ id: 'TaxonomyEntry' });
export type TaxonomyEntry = z.output<typeof taxonomyEntryAnswer>;

const byType = z.record(z.string(), z.array(taxonomyEntryAnswer));

/**
 * `GET /api/guest/location/all-taxonomies`: all entries by type code, the published ones as
 * filters, event kinds by audience, and the award's rating highlights.
 */
export const allTaxonomiesAnswer = z
  .object({
    taxonomies: byType,
    filter_taxonomies: byType,
    event_taxonomies: z.object({
      private: z.array(taxonomyEntryAnswer),
      company: z.array(taxonomyEntryAnswer),
      public: z.array(taxonomyEntryAnswer),
    }),
    sla_rating: z.array(taxonomyEntryAnswer),
  })
  .meta({ id: 'AllTaxonomies' });
export type AllTaxonomies = z.output<typeof allTaxonomiesAnswer>;
