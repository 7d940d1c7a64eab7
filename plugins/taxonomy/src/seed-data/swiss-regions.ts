import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 26: Swiss cantons (subtype 1, ids 272-297 in alphabetical order of the German name,
 * name_alt = official abbreviation), Liechtenstein (subtype 1, id 1001) and well-known Swiss
 * event regions spanning several cantons (subtype 2, ids 298-305).
 */
// prettier-ignore
export const swissRegions: readonly TaxonomySeedEntry[] = [
  // Cantons (subtype 1)
  { id: 272, type: 26, subtype: 1, name: 'Aargau', name_fr: 'Argovie', name_it: 'Argovia', name_en: 'Aargau', name_alt: 'AG', slug: 'aargau', weak_search: 0, order: 1, published: 1 },
  { id: 273, type: 26, subtype: 1, name: 'Appenzell Ausserrhoden', name_fr: 'Appenzell Rhodes-Extérieures', name_it: 'Appenzello Esterno', name_en: 'Appenzell Outer Rhodes', name_alt: 'AR', slug: 'appenzell_ausserrhoden', weak_search: 0, order: 2, published: 1 },
  { id: 274, type: 26, subtype: 1, name: 'Appenzell Innerrhoden', name_fr: 'Appenzell Rhodes-Intérieures', name_it: 'Appenzello Interno', name_en: 'Appenzell Inner Rhodes', name_alt: 'AI', slug: 'appenzell_innerrhoden', weak_search: 0, order: 3, published: 1 },
  { id: 275, type: 26, subtype: 1, name: 'Basel-Landschaft', name_fr: 'Bâle-Campagne', name_it: 'Basilea Campagna', name_en: 'Basel-Landschaft', name_alt: 'BL', slug: 'basel_landschaft', weak_search: 0, order: 4, published: 1 },
  { id: 276, type: 26, subtype: 1, name: 'Basel-Stadt', name_fr: 'Bâle-Ville', name_it: 'Basilea Città', name_en: 'Basel-Stadt', name_alt: 'BS', slug: 'basel_stadt', weak_search: 0, order: 5, published: 1 },
  { id: 277, type: 26, subtype: 1, name: 'Bern', name_fr: 'Berne', name_it: 'Berna', name_en: 'Bern', name_alt: 'BE', slug: 'bern', weak_search: 0, order: 6, published: 1 },
  { id: 278, type: 26, subtype: 1, name: 'Freiburg', name_fr: 'Fribourg', name_it: 'Friburgo', name_en: 'Fribourg', name_alt: 'FR', slug: 'freiburg', weak_search: 0, order: 7, published: 1 },
  { id: 279, type: 26, subtype: 1, name: 'Genf', name_fr: 'Genève', name_it: 'Ginevra', name_en: 'Geneva', name_alt: 'GE', slug: 'genf', weak_search: 0, order: 8, published: 1 },
  { id: 280, type: 26, subtype: 1, name: 'Glarus', name_fr: 'Glaris', name_it: 'Glarona', name_en: 'Glarus', name_alt: 'GL', slug: 'glarus', weak_search: 0, order: 9, published: 1 },
  { id: 281, type: 26, subtype: 1, name: 'Graubünden', name_fr: 'Grisons', name_it: 'Grigioni', name_en: 'Graubünden', name_alt: 'GR', slug: 'graubunden', weak_search: 0, order: 10, published: 1 },
  { id: 282, type: 26, subtype: 1, name: 'Jura', name_fr: 'Jura', name_it: 'Giura', name_en: 'Jura', name_alt: 'JU', slug: 'jura', weak_search: 0, order: 11, published: 1 },
  { id: 283, type: 26, subtype: 1, name: 'Luzern', name_fr: 'Lucerne', name_it: 'Lucerna', name_en: 'Lucerne', name_alt: 'LU', slug: 'luzern', weak_search: 0, order: 12, published: 1 },
  { id: 284, type: 26, subtype: 1, name: 'Neuenburg', name_fr: 'Neuchâtel', name_it: 'Neuchâtel', name_en: 'Neuchâtel', name_alt: 'NE', slug: 'neuenburg', weak_search: 0, order: 13, published: 1 },
  { id: 285, type: 26, subtype: 1, name: 'Nidwalden', name_fr: 'Nidwald', name_it: 'Nidvaldo', name_en: 'Nidwalden', name_alt: 'NW', slug: 'nidwalden', weak_search: 0, order: 14, published: 1 },
  { id: 286, type: 26, subtype: 1, name: 'Obwalden', name_fr: 'Obwald', name_it: 'Obvaldo', name_en: 'Obwalden', name_alt: 'OW', slug: 'obwalden', weak_search: 0, order: 15, published: 1 },
  { id: 287, type: 26, subtype: 1, name: 'Schaffhausen', name_fr: 'Schaffhouse', name_it: 'Sciaffusa', name_en: 'Schaffhausen', name_alt: 'SH', slug: 'schaffhausen', weak_search: 0, order: 16, published: 1 },
  { id: 288, type: 26, subtype: 1, name: 'Schwyz', name_fr: 'Schwytz', name_it: 'Svitto', name_en: 'Schwyz', name_alt: 'SZ', slug: 'schwyz', weak_search: 0, order: 17, published: 1 },
  { id: 289, type: 26, subtype: 1, name: 'Solothurn', name_fr: 'Soleure', name_it: 'Soletta', name_en: 'Solothurn', name_alt: 'SO', slug: 'solothurn', weak_search: 0, order: 18, published: 1 },
  { id: 290, type: 26, subtype: 1, name: 'St. Gallen', name_fr: 'Saint-Gall', name_it: 'San Gallo', name_en: 'St. Gallen', name_alt: 'SG', slug: 'st_gallen', weak_search: 0, order: 19, published: 1 },
  { id: 291, type: 26, subtype: 1, name: 'Tessin', name_fr: 'Tessin', name_it: 'Ticino', name_en: 'Ticino', name_alt: 'TI', slug: 'tessin', weak_search: 0, order: 20, published: 1 },
  { id: 292, type: 26, subtype: 1, name: 'Thurgau', name_fr: 'Thurgovie', name_it: 'Turgovia', name_en: 'Thurgau', name_alt: 'TG', slug: 'thurgau', weak_search: 0, order: 21, published: 1 },
  { id: 293, type: 26, subtype: 1, name: 'Uri', name_fr: 'Uri', name_it: 'Uri', name_en: 'Uri', name_alt: 'UR', slug: 'uri', weak_search: 0, order: 22, published: 1 },
  { id: 294, type: 26, subtype: 1, name: 'Waadt', name_fr: 'Vaud', name_it: 'Vaud', name_en: 'Vaud', name_alt: 'VD', slug: 'waadt', weak_search: 0, order: 23, published: 1 },
  { id: 295, type: 26, subtype: 1, name: 'Wallis', name_fr: 'Valais', name_it: 'Vallese', name_en: 'Valais', name_alt: 'VS', slug: 'wallis', weak_search: 0, order: 24, published: 1 },
  { id: 296, type: 26, subtype: 1, name: 'Zug', name_fr: 'Zoug', name_it: 'Zugo', name_en: 'Zug', name_alt: 'ZG', slug: 'zug', weak_search: 0, order: 25, published: 1 },
  { id: 297, type: 26, subtype: 1, name: 'Zürich', name_fr: 'Zurich', name_it: 'Zurigo', name_en: 'Zurich', name_alt: 'ZH', slug: 'zurich', weak_search: 0, order: 26, published: 1 },
  // Principality of Liechtenstein (subtype 1)
  { id: 1001, type: 26, subtype: 1, name: 'Liechtenstein', name_fr: 'Liechtenstein', name_it: 'Liechtenstein', name_en: 'Liechtenstein', name_alt: 'FL', slug: 'liechtenstein', weak_search: 0, order: 27, published: 1 },
  // Event regions (subtype 2)
  { id: 298, type: 26, subtype: 2, name: 'Zürichsee', name_fr: 'Lac de Zurich', name_it: 'Lago di Zurigo', name_en: 'Lake Zurich', slug: 'zurichsee', weak_search: 0, order: 28, published: 1 },
  { id: 299, type: 26, subtype: 2, name: 'Berner Oberland', name_fr: 'Oberland bernois', name_it: 'Oberland bernese', name_en: 'Bernese Oberland', slug: 'berner_oberland', weak_search: 0, order: 29, published: 1 },
  { id: 300, type: 26, subtype: 2, name: 'Genferseeregion', name_fr: 'Région du Léman', name_it: 'Regione del Lemano', name_en: 'Lake Geneva Region', slug: 'genferseeregion', weak_search: 0, order: 30, published: 1 },
  { id: 301, type: 26, subtype: 2, name: 'Vierwaldstättersee', name_fr: 'Lac des Quatre-Cantons', name_it: 'Lago dei Quattro Cantoni', name_en: 'Lake Lucerne', slug: 'vierwaldstattersee', weak_search: 0, order: 31, published: 1 },
  { id: 302, type: 26, subtype: 2, name: 'Bodensee', name_fr: 'Lac de Constance', name_it: 'Lago di Costanza', name_en: 'Lake Constance', slug: 'bodensee', weak_search: 0, order: 32, published: 1 },
  { id: 303, type: 26, subtype: 2, name: 'Engadin', name_fr: 'Engadine', name_it: 'Engadina', name_en: 'Engadine', slug: 'engadin', weak_search: 0, order: 33, published: 1 },
  { id: 304, type: 26, subtype: 2, name: 'Lago Maggiore', name_fr: 'Lac Majeur', name_it: 'Lago Maggiore', name_en: 'Lake Maggiore', slug: 'lago_maggiore', weak_search: 0, order: 34, published: 1 },
  { id: 305, type: 26, subtype: 2, name: 'Jura & Drei-Seen-Land', name_fr: 'Jura & Trois-Lacs', name_it: 'Giura & Tre Laghi', name_en: 'Jura & Three-Lakes', slug: 'jura_drei_seen_land', weak_search: 0, order: 35, published: 1 },
];
