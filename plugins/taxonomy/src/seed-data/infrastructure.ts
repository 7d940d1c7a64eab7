import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 5: infrastructure and facilities of a location.
 * Ids 140-179.
 */
// prettier-ignore
export const infrastructure: readonly TaxonomySeedEntry[] = [
  { id: 140, type: 5, subtype: null, name: 'Eigene Küche', name_fr: 'Cuisine propre', name_it: 'Cucina propria', name_en: 'In-house kitchen', slug: 'eigene_kuche', weak_search: 0, order: 1, published: 1 },
  { id: 141, type: 5, subtype: null, name: 'Küche zur Mitbenutzung', name_fr: 'Cuisine à disposition', name_it: 'Cucina a disposizione', name_en: 'Kitchen for shared use', slug: 'kuche_zur_mitbenutzung', weak_search: 0, order: 2, published: 1 },
  { id: 142, type: 5, subtype: null, name: 'Bühne', name_fr: 'Scène', name_it: 'Palco', name_en: 'Stage', slug: 'buhne', weak_search: 0, order: 3, published: 1 },
  { id: 143, type: 5, subtype: null, name: 'Tanzfläche', name_fr: 'Piste de danse', name_it: 'Pista da ballo', name_en: 'Dance floor', slug: 'tanzflache', weak_search: 0, order: 4, published: 1 },
  { id: 144, type: 5, subtype: null, name: 'Bar', name_fr: 'Bar', name_it: 'Bar', name_en: 'Bar', slug: 'bar', weak_search: 0, order: 5, published: 1 },
  { id: 145, type: 5, subtype: null, name: 'Lounge', name_fr: 'Lounge', name_it: 'Lounge', name_en: 'Lounge', slug: 'lounge', weak_search: 0, order: 6, published: 1 },
  { id: 146, type: 5, subtype: null, name: 'Garderobe', name_fr: 'Vestiaire', name_it: 'Guardaroba', name_en: 'Cloakroom', slug: 'garderobe', weak_search: 0, order: 7, published: 1 },
  { id: 147, type: 5, subtype: null, name: 'Foyer', name_fr: 'Foyer', name_it: 'Foyer', name_en: 'Foyer', slug: 'foyer', weak_search: 0, order: 8, published: 1 },
  { id: 148, type: 5, subtype: null, name: 'Übernachtungsmöglichkeiten', name_fr: "Possibilités d'hébergement", name_it: 'Possibilità di pernottamento', name_en: 'Overnight accommodation', slug: 'ubernachtungsmoglichkeiten', weak_search: 0, order: 9, published: 1 },
  { id: 149, type: 5, subtype: null, name: 'Klimaanlage', name_fr: 'Climatisation', name_it: 'Aria condizionata', name_en: 'Air conditioning', slug: 'klimaanlage', weak_search: 0, order: 10, published: 1 },
  { id: 150, type: 5, subtype: null, name: 'Tageslicht', name_fr: 'Lumière du jour', name_it: 'Luce naturale', name_en: 'Daylight', slug: 'tageslicht', weak_search: 0, order: 11, published: 1 },
  { id: 151, type: 5, subtype: null, name: 'Verdunkelbar', name_fr: 'Occultable', name_it: 'Oscurabile', name_en: 'Blackout possible', slug: 'verdunkelbar', weak_search: 0, order: 12, published: 1 },
  { id: 152, type: 5, subtype: null, name: 'Rollstuhlgängiges WC', name_fr: 'WC accessible en fauteuil roulant', name_it: 'WC accessibile in sedia a rotelle', name_en: 'Wheelchair-accessible toilet', slug: 'rollstuhlgangiges_wc', weak_search: 0, order: 13, published: 1 },
  { id: 153, type: 5, subtype: null, name: 'Raucherbereich', name_fr: 'Espace fumeurs', name_it: 'Area fumatori', name_en: 'Smoking area', slug: 'raucherbereich', weak_search: 0, order: 14, published: 1 },
  { id: 154, type: 5, subtype: null, name: 'Kinderspielecke', name_fr: 'Coin de jeux pour enfants', name_it: 'Angolo giochi per bambini', name_en: "Children's play area", slug: 'kinderspielecke', weak_search: 0, order: 15, published: 1 },
  { id: 155, type: 5, subtype: null, name: 'Cheminée', name_fr: 'Cheminée', name_it: 'Caminetto', name_en: 'Fireplace', slug: 'cheminee', weak_search: 0, order: 16, published: 1 },
  { id: 156, type: 5, subtype: null, name: 'Künstlergarderobe / Backstage', name_fr: "Loge d'artistes / backstage", name_it: 'Camerino / backstage', name_en: 'Artist dressing room / backstage', slug: 'kunstlergarderobe_backstage', weak_search: 0, order: 17, published: 1 },
  { id: 157, type: 5, subtype: null, name: 'Gruppenräume', name_fr: 'Salles de sous-groupes', name_it: 'Salette per gruppi di lavoro', name_en: 'Breakout rooms', slug: 'gruppenraume', weak_search: 0, order: 18, published: 1 },
  { id: 158, type: 5, subtype: null, name: 'Wellness / Spa', name_fr: 'Wellness / spa', name_it: 'Wellness / spa', name_en: 'Wellness / spa', slug: 'wellness_spa', weak_search: 0, order: 19, published: 1 },
  { id: 159, type: 5, subtype: null, name: 'Empfang / Rezeption', name_fr: 'Accueil / réception', name_it: 'Accoglienza / reception', name_en: 'Reception desk', slug: 'empfang_rezeption', weak_search: 0, order: 20, published: 1 },
];
