import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 28: the 9 Austrian states (Bundesländer), ids 621-629 in alphabetical order; name_alt = abbreviation.
 */
// prettier-ignore
export const austrianStates: readonly TaxonomySeedEntry[] = [
  { id: 621, type: 28, subtype: null, name: 'Burgenland', name_fr: 'Burgenland', name_it: 'Burgenland', name_en: 'Burgenland', name_alt: 'Bgld.', slug: 'burgenland', weak_search: 0, order: 1, published: 1 },
  { id: 622, type: 28, subtype: null, name: 'Kärnten', name_fr: 'Carinthie', name_it: 'Carinzia', name_en: 'Carinthia', name_alt: 'Ktn.', slug: 'karnten', weak_search: 0, order: 2, published: 1 },
  { id: 623, type: 28, subtype: null, name: 'Niederösterreich', name_fr: 'Basse-Autriche', name_it: 'Bassa Austria', name_en: 'Lower Austria', name_alt: 'NÖ', slug: 'niederosterreich', weak_search: 0, order: 3, published: 1 },
  { id: 624, type: 28, subtype: null, name: 'Oberösterreich', name_fr: 'Haute-Autriche', name_it: 'Alta Austria', name_en: 'Upper Austria', name_alt: 'OÖ', slug: 'oberosterreich', weak_search: 0, order: 4, published: 1 },
  { id: 625, type: 28, subtype: null, name: 'Salzburg', name_fr: 'Salzbourg', name_it: 'Salisburghese', name_en: 'Salzburg', name_alt: 'Sbg.', slug: 'salzburg', weak_search: 0, order: 5, published: 1 },
  { id: 626, type: 28, subtype: null, name: 'Steiermark', name_fr: 'Styrie', name_it: 'Stiria', name_en: 'Styria', name_alt: 'Stmk.', slug: 'steiermark', weak_search: 0, order: 6, published: 1 },
  { id: 627, type: 28, subtype: null, name: 'Tirol', name_fr: 'Tyrol', name_it: 'Tirolo', name_en: 'Tyrol', name_alt: 'T', slug: 'tirol', weak_search: 0, order: 7, published: 1 },
  { id: 628, type: 28, subtype: null, name: 'Vorarlberg', name_fr: 'Vorarlberg', name_it: 'Vorarlberg', name_en: 'Vorarlberg', name_alt: 'Vbg.', slug: 'vorarlberg', weak_search: 0, order: 8, published: 1 },
  { id: 629, type: 28, subtype: null, name: 'Wien', name_fr: 'Vienne', name_it: 'Vienna', name_en: 'Vienna', name_alt: 'W', slug: 'wien', weak_search: 0, order: 9, published: 1 },
];
