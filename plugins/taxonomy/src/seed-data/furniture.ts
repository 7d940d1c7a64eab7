import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 7: furniture, seating layouts and meeting equipment.
 * Ids 220-249.
 */
// prettier-ignore
export const furniture: readonly TaxonomySeedEntry[] = [
  { id: 220, type: 7, subtype: null, name: 'Flipchart', name_fr: 'Tableau de conférence', name_it: 'Lavagna a fogli mobili', name_en: 'Flip chart', slug: 'flipchart', weak_search: 0, order: 1, published: 1 },
  { id: 221, type: 7, subtype: null, name: 'Pinnwand', name_fr: "Tableau d'affichage", name_it: 'Bacheca', name_en: 'Pinboard', slug: 'pinnwand', weak_search: 0, order: 2, published: 1 },
  { id: 222, type: 7, subtype: null, name: 'Whiteboard', name_fr: 'Tableau blanc', name_it: 'Lavagna bianca', name_en: 'Whiteboard', slug: 'whiteboard', weak_search: 0, order: 3, published: 1 },
  { id: 223, type: 7, subtype: null, name: 'Moderationskoffer', name_fr: "Mallette d'animation", name_it: 'Valigetta per moderazione', name_en: 'Facilitation kit', slug: 'moderationskoffer', weak_search: 0, order: 4, published: 1 },
  { id: 224, type: 7, subtype: null, name: 'Rednerpult', name_fr: 'Pupitre', name_it: 'Leggio', name_en: 'Lectern', slug: 'rednerpult', weak_search: 0, order: 5, published: 1 },
  { id: 225, type: 7, subtype: null, name: 'Stehtische', name_fr: 'Tables hautes', name_it: 'Tavoli alti', name_en: 'Poseur tables', slug: 'stehtische', weak_search: 0, order: 6, published: 1 },
  { id: 226, type: 7, subtype: null, name: 'Bankettische', name_fr: 'Tables de banquet', name_it: 'Tavoli da banchetto', name_en: 'Banquet tables', slug: 'bankettische', weak_search: 0, order: 7, published: 1 },
  { id: 227, type: 7, subtype: null, name: 'Loungemöbel', name_fr: 'Mobilier lounge', name_it: 'Arredamento lounge', name_en: 'Lounge furniture', slug: 'loungemobel', weak_search: 0, order: 8, published: 1 },
  { id: 228, type: 7, subtype: null, name: 'Bestuhlung Theater', name_fr: 'Disposition en théâtre', name_it: 'Disposizione a teatro', name_en: 'Theatre seating', slug: 'bestuhlung_theater', weak_search: 0, order: 9, published: 1 },
  { id: 229, type: 7, subtype: null, name: 'Bestuhlung Parlament', name_fr: 'Disposition en salle de classe', name_it: 'Disposizione a banchi di scuola', name_en: 'Classroom seating', slug: 'bestuhlung_parlament', weak_search: 0, order: 10, published: 1 },
  { id: 230, type: 7, subtype: null, name: 'Bestuhlung U-Form', name_fr: 'Disposition en U', name_it: 'Disposizione a U', name_en: 'U-shape seating', slug: 'bestuhlung_u_form', weak_search: 0, order: 11, published: 1 },
  { id: 231, type: 7, subtype: null, name: 'Bestuhlung Bankett', name_fr: 'Disposition en banquet', name_it: 'Disposizione a banchetto', name_en: 'Banquet seating', slug: 'bestuhlung_bankett', weak_search: 0, order: 12, published: 1 },
  { id: 232, type: 7, subtype: null, name: 'Bestuhlung Block', name_fr: 'Disposition en bloc', name_it: 'Disposizione a tavolo unico', name_en: 'Boardroom seating', slug: 'bestuhlung_block', weak_search: 0, order: 13, published: 1 },
  { id: 233, type: 7, subtype: null, name: 'Stehempfang / Cocktail', name_fr: 'Cocktail debout', name_it: 'Ricevimento in piedi', name_en: 'Standing reception', slug: 'stehempfang_cocktail', weak_search: 0, order: 14, published: 1 },
  { id: 234, type: 7, subtype: null, name: 'Garderobenständer', name_fr: 'Portemanteaux', name_it: 'Appendiabiti', name_en: 'Coat racks', slug: 'garderobenstander', weak_search: 0, order: 15, published: 1 },
];
