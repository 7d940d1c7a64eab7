import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 30: rating aspects. Order 1-7 are the award rating highlights (key sla_rating) with the
 * slugs of the spec; further aspects follow from order 8. Ids 640-659. Not search filters.
 */
// prettier-ignore
export const ratingAspects: readonly TaxonomySeedEntry[] = [
  { id: 640, type: 30, subtype: null, name: 'Architektur', name_fr: 'Architecture', name_it: 'Architettura', name_en: 'Architecture', slug: 'architektur', weak_search: 0, order: 1, published: 0 },
  { id: 641, type: 30, subtype: null, name: 'Stil & Atmosphäre', name_fr: 'Style & atmosphère', name_it: 'Stile & atmosfera', name_en: 'Style & atmosphere', slug: 'stil_atmosphare', weak_search: 0, order: 2, published: 0 },
  { id: 642, type: 30, subtype: null, name: 'Ausstattung', name_fr: 'Équipement', name_it: 'Dotazione', name_en: 'Equipment', slug: 'ausstattung', weak_search: 0, order: 3, published: 0 },
  { id: 643, type: 30, subtype: null, name: 'Lage & Aussicht', name_fr: 'Situation & vue', name_it: 'Posizione & vista', name_en: 'Location & view', slug: 'lage_aussicht', weak_search: 0, order: 4, published: 0 },
  { id: 644, type: 30, subtype: null, name: 'Erreichbarkeit', name_fr: 'Accessibilité', name_it: 'Raggiungibilità', name_en: 'Accessibility', slug: 'erreichbarkeit', weak_search: 0, order: 5, published: 0 },
  { id: 645, type: 30, subtype: null, name: 'Kulinarik', name_fr: 'Gastronomie', name_it: 'Gastronomia', name_en: 'Food & beverage', slug: 'kulinarik', weak_search: 0, order: 6, published: 0 },
  { id: 646, type: 30, subtype: null, name: 'Programm', name_fr: 'Programme', name_it: 'Programma', name_en: 'Programme', slug: 'programm', weak_search: 0, order: 7, published: 0 },
  { id: 647, type: 30, subtype: null, name: 'Freundlichkeit', name_fr: 'Amabilité', name_it: 'Cordialità', name_en: 'Friendliness', slug: 'freundlichkeit', weak_search: 0, order: 8, published: 0 },
  { id: 648, type: 30, subtype: null, name: 'Preis / Leistung', name_fr: 'Rapport qualité-prix', name_it: 'Rapporto qualità-prezzo', name_en: 'Value for money', slug: 'preis_leistung', weak_search: 0, order: 9, published: 0 },
  { id: 649, type: 30, subtype: null, name: 'Service', name_fr: 'Service', name_it: 'Servizio', name_en: 'Service', slug: 'service', weak_search: 0, order: 10, published: 0 },
  { id: 650, type: 30, subtype: null, name: 'Sauberkeit', name_fr: 'Propreté', name_it: 'Pulizia', name_en: 'Cleanliness', slug: 'sauberkeit', weak_search: 0, order: 11, published: 0 },
  { id: 651, type: 30, subtype: null, name: 'Flexibilität', name_fr: 'Flexibilité', name_it: 'Flessibilità', name_en: 'Flexibility', slug: 'flexibilitat', weak_search: 0, order: 12, published: 0 },
  { id: 652, type: 30, subtype: null, name: 'Organisation', name_fr: 'Organisation', name_it: 'Organizzazione', name_en: 'Organisation', slug: 'organisation', weak_search: 0, order: 13, published: 0 },
];
