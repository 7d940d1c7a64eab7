/** A taxonomy entry as the API answers it (spec section 3, "Taxonomy entry"). */
export interface TaxonomyEntry {
  id: number;
  name: string;
  name_fr: string | null;
  name_it: string | null;
  name_en: string | null;
  name_alt: string | null;
  name_meta: string | null;
  image_alt: string | null;
  image: string | null;
  slug: string | null;
  subtype: number | null;
  type: number;
  weak_search: 0 | 1;
  order: number | null;
  published: 0 | 1;
}

/** Taxonomy type codes of the spec. */
export const TaxonomyType = {
  specialOccasion: 0,
  locationSetting: 1,
  access: 2,
  eventKind: 3,
  buildingType: 4,
  infrastructure: 5,
  technology: 6,
  furniture: 7,
  surroundings: 8,
  awardCategory: 9,
  providerMainCategory: 21,
  priceStyle: 22,
  style: 23,
  operation: 24,
  providerOffer: 25,
  swissRegion: 26,
  germanState: 27,
  austrianState: 28,
  place: 29,
  ratingAspect: 30,
} as const;
