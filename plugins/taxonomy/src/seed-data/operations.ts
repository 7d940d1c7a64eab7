import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 24: operations (how and where a provider works).
 * Ids 350-369.
 */
// prettier-ignore
export const operations: readonly TaxonomySeedEntry[] = [
  { id: 350, type: 24, subtype: null, name: 'Lieferung', name_fr: 'Livraison', name_it: 'Consegna', name_en: 'Delivery', slug: 'lieferung', weak_search: 0, order: 1, published: 1 },
  { id: 351, type: 24, subtype: null, name: 'Abholung', name_fr: 'Retrait sur place', name_it: 'Ritiro', name_en: 'Pick-up', slug: 'abholung', weak_search: 0, order: 2, published: 1 },
  { id: 352, type: 24, subtype: null, name: 'Mit Servicepersonal', name_fr: 'Avec personnel de service', name_it: 'Con personale di servizio', name_en: 'With service staff', slug: 'mit_servicepersonal', weak_search: 0, order: 3, published: 1 },
  { id: 353, type: 24, subtype: null, name: 'Full-Service', name_fr: 'Service complet', name_it: 'Servizio completo', name_en: 'Full service', slug: 'full_service', weak_search: 0, order: 4, published: 1 },
  { id: 354, type: 24, subtype: null, name: 'Auf- und Abbau', name_fr: 'Montage et démontage', name_it: 'Montaggio e smontaggio', name_en: 'Set-up and dismantling', slug: 'auf_und_abbau', weak_search: 0, order: 5, published: 1 },
  { id: 355, type: 24, subtype: null, name: 'Regional', name_fr: 'Régional', name_it: 'Regionale', name_en: 'Regional', slug: 'regional', weak_search: 0, order: 6, published: 1 },
  { id: 356, type: 24, subtype: null, name: 'Schweizweit', name_fr: 'Dans toute la Suisse', name_it: 'In tutta la Svizzera', name_en: 'Throughout Switzerland', slug: 'schweizweit', weak_search: 0, order: 7, published: 1 },
  { id: 357, type: 24, subtype: null, name: 'Deutschland', name_fr: 'Allemagne', name_it: 'Germania', name_en: 'Germany', slug: 'deutschland', weak_search: 0, order: 8, published: 1 },
  { id: 358, type: 24, subtype: null, name: 'Österreich', name_fr: 'Autriche', name_it: 'Austria', name_en: 'Austria', slug: 'osterreich', weak_search: 0, order: 9, published: 1 },
  { id: 359, type: 24, subtype: null, name: 'International', name_fr: 'International', name_it: 'Internazionale', name_en: 'International', slug: 'international', weak_search: 0, order: 10, published: 1 },
];
