import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 9: award categories / location categories, with the fixed ids and slugs of the spec.
 * Ids 508-516, 521 and 1024 (sports stadiums).
 */
// prettier-ignore
export const awardCategories: readonly TaxonomySeedEntry[] = [
  { id: 521, type: 9, subtype: null, name: 'Meetinglocations & Sitzungszimmer', name_fr: 'Lieux de réunion & salles de réunion', name_it: 'Location per riunioni & sale riunioni', name_en: 'Meeting locations & meeting rooms', slug: 'meetinglocations_sitzungszimmer', weak_search: 0, order: 1, published: 1 },
  { id: 508, type: 9, subtype: null, name: 'Tagungslocations & Seminarhotels', name_fr: 'Lieux de séminaire & hôtels de séminaire', name_it: 'Location per convegni & hotel per seminari', name_en: 'Conference locations & seminar hotels', slug: 'tagungslocations_seminarhotels', weak_search: 0, order: 2, published: 1 },
  { id: 509, type: 9, subtype: null, name: 'Kongresslocations & Konferenzhäuser', name_fr: 'Lieux de congrès & centres de conférences', name_it: 'Location per congressi & centri congressi', name_en: 'Congress locations & conference centres', slug: 'kongresslocations_konferenzhaeuser', weak_search: 0, order: 3, published: 1 },
  { id: 510, type: 9, subtype: null, name: 'Eventräume', name_fr: 'Salles événementielles', name_it: 'Sale per eventi', name_en: 'Event rooms', slug: 'eventraeume', weak_search: 0, order: 4, published: 1 },
  { id: 511, type: 9, subtype: null, name: 'Eventlocations', name_fr: 'Lieux événementiels', name_it: 'Location per eventi', name_en: 'Event locations', slug: 'eventlocations', weak_search: 0, order: 5, published: 1 },
  { id: 512, type: 9, subtype: null, name: 'Eventhallen & Messehallen', name_fr: "Halles événementielles & halles d'exposition", name_it: 'Padiglioni per eventi & padiglioni fieristici', name_en: 'Event halls & exhibition halls', slug: 'eventhallen_messehallen', weak_search: 0, order: 6, published: 1 },
  { id: 1024, type: 9, subtype: null, name: 'Sportstadien', name_fr: 'Stades', name_it: 'Stadi', name_en: 'Sports stadiums', slug: 'sportstadien', weak_search: 0, order: 7, published: 1 },
  { id: 515, type: 9, subtype: null, name: 'Bars & Clubs', name_fr: 'Bars & clubs', name_it: 'Bar & club', name_en: 'Bars & clubs', slug: 'bars_clubs', weak_search: 0, order: 8, published: 1 },
  { id: 513, type: 9, subtype: null, name: 'Genusslocations & Restaurants', name_fr: 'Lieux gourmands & restaurants', name_it: 'Location gastronomiche & ristoranti', name_en: 'Culinary locations & restaurants', slug: 'genusslocations_restaurants', weak_search: 0, order: 9, published: 1 },
  { id: 516, type: 9, subtype: null, name: 'Hochzeitslocations', name_fr: 'Lieux de mariage', name_it: 'Location per matrimoni', name_en: 'Wedding locations', slug: 'hochzeitslocations', weak_search: 0, order: 10, published: 1 },
  { id: 514, type: 9, subtype: null, name: 'Erlebnislocations', name_fr: "Lieux d'expériences", name_it: 'Location esperienziali', name_en: 'Experience locations', slug: 'erlebnislocations', weak_search: 0, order: 11, published: 1 },
];
