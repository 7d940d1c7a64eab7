/** One taxonomy entry as `GET /api/guest/location/all-taxonomies` returns it. */
export interface TaxonomyEntry {
  id: number;
  name: string;
  name_fr: string | null;
  name_it: string | null;
  name_en: string | null;
  slug: string | null;
  subtype: number | null;
  type: number;
  weak_search: number;
  order: number | null;
  published?: number;
}

/** Answer of `GET /api/guest/location/all-taxonomies`, keyed by taxonomy type code. */
export interface AllTaxonomiesResponse {
  taxonomies: Record<string, TaxonomyEntry[]>;
  filter_taxonomies: Record<string, TaxonomyEntry[]>;
  event_taxonomies: { private: TaxonomyEntry[]; company: TaxonomyEntry[]; public: TaxonomyEntry[] };
  sla_rating: TaxonomyEntry[];
}

/** Taxonomy type codes the front end reads (spec section 3). */
export const TAXONOMY_TYPE = {
  awardCategory: 9,
  providerMainCategory: 21,
  providerOffer: 25,
  swissCanton: 26,
} as const;

export const ALL_TAXONOMIES_PATH = '/guest/location/all-taxonomies';
