/** One row of the taxonomy table as the seed writes it (spec section 3, "Taxonomy entry"). */
export interface TaxonomySeedEntry {
  id: number;
  /** Type code of the spec's table (0-9, 21-30). */
  type: number;
  /** Meaning depends on the type: event kind 1-3, parent main category for offers, country 1-3 for places. */
  subtype: number | null;
  name: string;
  name_fr: string | null;
  name_it: string | null;
  name_en: string | null;
  name_alt?: string | null;
  name_meta?: string | null;
  slug: string | null;
  /** 1: the entry ranks results but does not exclude them when filtered on. */
  weak_search: 0 | 1;
  order: number | null;
  /** 1: offered as a search filter. */
  published: 0 | 1;
  /** Places only: WGS84 position, postcode and region (canton/state taxonomy id). */
  lat?: number;
  lng?: number;
  zip?: string;
  region_id?: number;
}
