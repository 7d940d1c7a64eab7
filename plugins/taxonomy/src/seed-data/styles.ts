import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 23: styles (of a location or a provider).
 * Ids 320-349.
 */
// prettier-ignore
export const styles: readonly TaxonomySeedEntry[] = [
  { id: 320, type: 23, subtype: null, name: 'Modern', name_fr: 'Moderne', name_it: 'Moderno', name_en: 'Modern', slug: 'modern', weak_search: 0, order: 1, published: 1 },
  { id: 321, type: 23, subtype: null, name: 'Klassisch', name_fr: 'Classique', name_it: 'Classico', name_en: 'Classic', slug: 'klassisch', weak_search: 0, order: 2, published: 1 },
  { id: 322, type: 23, subtype: null, name: 'Elegant', name_fr: 'Élégant', name_it: 'Elegante', name_en: 'Elegant', slug: 'elegant', weak_search: 0, order: 3, published: 1 },
  { id: 323, type: 23, subtype: null, name: 'Rustikal', name_fr: 'Rustique', name_it: 'Rustico', name_en: 'Rustic', slug: 'rustikal', weak_search: 0, order: 4, published: 1 },
  { id: 324, type: 23, subtype: null, name: 'Historisch', name_fr: 'Historique', name_it: 'Storico', name_en: 'Historic', slug: 'historisch', weak_search: 0, order: 5, published: 1 },
  { id: 325, type: 23, subtype: null, name: 'Industriell', name_fr: 'Industriel', name_it: 'Industriale', name_en: 'Industrial', slug: 'industriell', weak_search: 0, order: 6, published: 1 },
  { id: 326, type: 23, subtype: null, name: 'Urban', name_fr: 'Urbain', name_it: 'Urbano', name_en: 'Urban', slug: 'urban', weak_search: 0, order: 7, published: 1 },
  { id: 327, type: 23, subtype: null, name: 'Ländlich', name_fr: 'Champêtre', name_it: 'Rurale', name_en: 'Rural', slug: 'landlich', weak_search: 0, order: 8, published: 1 },
  { id: 328, type: 23, subtype: null, name: 'Gemütlich', name_fr: 'Chaleureux', name_it: 'Accogliente', name_en: 'Cosy', slug: 'gemutlich', weak_search: 0, order: 9, published: 1 },
  { id: 329, type: 23, subtype: null, name: 'Design', name_fr: 'Design', name_it: 'Design', name_en: 'Design', slug: 'design', weak_search: 0, order: 10, published: 1 },
  { id: 330, type: 23, subtype: null, name: 'Extravagant', name_fr: 'Extravagant', name_it: 'Stravagante', name_en: 'Extravagant', slug: 'extravagant', weak_search: 0, order: 11, published: 1 },
  { id: 331, type: 23, subtype: null, name: 'Minimalistisch', name_fr: 'Minimaliste', name_it: 'Minimalista', name_en: 'Minimalist', slug: 'minimalistisch', weak_search: 0, order: 12, published: 1 },
  { id: 332, type: 23, subtype: null, name: 'Romantisch', name_fr: 'Romantique', name_it: 'Romantico', name_en: 'Romantic', slug: 'romantisch', weak_search: 0, order: 13, published: 1 },
  { id: 333, type: 23, subtype: null, name: 'Verspielt', name_fr: 'Ludique', name_it: 'Giocoso', name_en: 'Playful', slug: 'verspielt', weak_search: 0, order: 14, published: 1 },
];
