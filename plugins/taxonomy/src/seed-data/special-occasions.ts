import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 0: special occasions (digital/hybrid event, sports event, restaurant/bar visit, business dinner).
 * Ids 1-9.
 */
// prettier-ignore
export const specialOccasions: readonly TaxonomySeedEntry[] = [
  { id: 1, type: 0, subtype: null, name: 'Digitaler / hybrider Event', name_fr: 'Événement numérique / hybride', name_it: 'Evento digitale / ibrido', name_en: 'Digital / hybrid event', slug: 'digitaler_hybrider_event', weak_search: 0, order: 1, published: 1 },
  { id: 2, type: 0, subtype: null, name: 'Sportevent', name_fr: 'Événement sportif', name_it: 'Evento sportivo', name_en: 'Sports event', slug: 'sportevent', weak_search: 0, order: 2, published: 1 },
  { id: 3, type: 0, subtype: null, name: 'Restaurant- / Barbesuch', name_fr: 'Sortie au restaurant / au bar', name_it: 'Visita al ristorante / al bar', name_en: 'Restaurant / bar visit', slug: 'restaurant_barbesuch', weak_search: 0, order: 3, published: 1 },
  { id: 4, type: 0, subtype: null, name: 'Geschäftsessen', name_fr: "Repas d'affaires", name_it: "Cena d'affari", name_en: 'Business dinner', slug: 'geschaftsessen', weak_search: 0, order: 4, published: 1 },
];
