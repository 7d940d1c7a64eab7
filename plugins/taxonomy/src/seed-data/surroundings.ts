import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 8: surroundings and outdoor amenities.
 * Ids 250-271.
 */
// prettier-ignore
export const surroundings: readonly TaxonomySeedEntry[] = [
  { id: 250, type: 8, subtype: null, name: 'Garten / Park', name_fr: 'Jardin / parc', name_it: 'Giardino / parco', name_en: 'Garden / park', slug: 'garten_park', weak_search: 0, order: 1, published: 1 },
  { id: 251, type: 8, subtype: null, name: 'Terrasse', name_fr: 'Terrasse', name_it: 'Terrazza', name_en: 'Terrace', slug: 'terrasse', weak_search: 0, order: 2, published: 1 },
  { id: 252, type: 8, subtype: null, name: 'Innenhof', name_fr: 'Cour intérieure', name_it: 'Cortile interno', name_en: 'Courtyard', slug: 'innenhof', weak_search: 0, order: 3, published: 1 },
  { id: 253, type: 8, subtype: null, name: 'Seeanstoss', name_fr: 'Accès direct au lac', name_it: 'Accesso diretto al lago', name_en: 'Lakefront', slug: 'seeanstoss', weak_search: 0, order: 4, published: 1 },
  { id: 254, type: 8, subtype: null, name: 'Panoramasicht', name_fr: 'Vue panoramique', name_it: 'Vista panoramica', name_en: 'Panoramic view', slug: 'panoramasicht', weak_search: 0, order: 5, published: 1 },
  { id: 255, type: 8, subtype: null, name: 'Grillplatz', name_fr: 'Place de grillade', name_it: 'Area grill', name_en: 'Barbecue area', slug: 'grillplatz', weak_search: 0, order: 6, published: 1 },
  { id: 256, type: 8, subtype: null, name: 'Feuerstelle', name_fr: 'Foyer pour feu de camp', name_it: "Focolare all'aperto", name_en: 'Fire pit', slug: 'feuerstelle', weak_search: 0, order: 7, published: 1 },
  { id: 257, type: 8, subtype: null, name: 'Spielwiese', name_fr: 'Pré de jeux', name_it: 'Prato da gioco', name_en: 'Play meadow', slug: 'spielwiese', weak_search: 0, order: 8, published: 1 },
  { id: 258, type: 8, subtype: null, name: 'Wanderwege', name_fr: 'Sentiers de randonnée', name_it: 'Sentieri escursionistici', name_en: 'Hiking trails', slug: 'wanderwege', weak_search: 0, order: 9, published: 1 },
  { id: 259, type: 8, subtype: null, name: 'Golfplatz in der Nähe', name_fr: 'Golf à proximité', name_it: 'Campo da golf nelle vicinanze', name_en: 'Golf course nearby', slug: 'golfplatz_in_der_nahe', weak_search: 0, order: 10, published: 1 },
  { id: 260, type: 8, subtype: null, name: 'Rebberge', name_fr: 'Vignobles', name_it: 'Vigneti', name_en: 'Vineyards', slug: 'rebberge', weak_search: 0, order: 11, published: 1 },
  { id: 261, type: 8, subtype: null, name: 'Wald', name_fr: 'Forêt', name_it: 'Bosco', name_en: 'Forest', slug: 'wald', weak_search: 0, order: 12, published: 1 },
  { id: 262, type: 8, subtype: null, name: 'Strand / Badeplatz', name_fr: 'Plage / lieu de baignade', name_it: 'Spiaggia / lido', name_en: 'Beach / bathing spot', slug: 'strand_badeplatz', weak_search: 0, order: 13, published: 1 },
  { id: 263, type: 8, subtype: null, name: 'Skigebiet in der Nähe', name_fr: 'Domaine skiable à proximité', name_it: 'Comprensorio sciistico nelle vicinanze', name_en: 'Ski area nearby', slug: 'skigebiet_in_der_nahe', weak_search: 0, order: 14, published: 1 },
  { id: 264, type: 8, subtype: null, name: 'Outdoor-Aktivitäten', name_fr: 'Activités de plein air', name_it: "Attività all'aperto", name_en: 'Outdoor activities', slug: 'outdoor_aktivitaten', weak_search: 0, order: 15, published: 1 },
];
