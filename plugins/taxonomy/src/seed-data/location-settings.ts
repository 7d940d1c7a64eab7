import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 1: location setting (river, lake, country, mountains, city).
 * Ids 10-19.
 */
// prettier-ignore
export const locationSettings: readonly TaxonomySeedEntry[] = [
  { id: 10, type: 1, subtype: null, name: 'Am Fluss', name_fr: "Au bord d'une rivière", name_it: 'Sul fiume', name_en: 'By a river', slug: 'am_fluss', weak_search: 0, order: 1, published: 1 },
  { id: 11, type: 1, subtype: null, name: 'Am See', name_fr: "Au bord d'un lac", name_it: 'Sul lago', name_en: 'By a lake', slug: 'am_see', weak_search: 0, order: 2, published: 1 },
  { id: 12, type: 1, subtype: null, name: 'Auf dem Land', name_fr: 'À la campagne', name_it: 'In campagna', name_en: 'In the countryside', slug: 'auf_dem_land', weak_search: 0, order: 3, published: 1 },
  { id: 13, type: 1, subtype: null, name: 'In den Bergen', name_fr: 'À la montagne', name_it: 'In montagna', name_en: 'In the mountains', slug: 'in_den_bergen', weak_search: 0, order: 4, published: 1 },
  { id: 14, type: 1, subtype: null, name: 'In der Stadt', name_fr: 'En ville', name_it: 'In città', name_en: 'In the city', slug: 'in_der_stadt', weak_search: 0, order: 5, published: 1 },
];
