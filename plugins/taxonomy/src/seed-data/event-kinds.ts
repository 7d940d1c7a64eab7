import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 3: event kind; subtype 1 private (ids 40-54), 2 company (55-74), 3 public (75-89).
 */
// prettier-ignore
export const eventKinds: readonly TaxonomySeedEntry[] = [
  // Subtype 1: private
  { id: 40, type: 3, subtype: 1, name: 'Hochzeit', name_fr: 'Mariage', name_it: 'Matrimonio', name_en: 'Wedding', slug: 'hochzeit', weak_search: 0, order: 1, published: 1 },
  { id: 41, type: 3, subtype: 1, name: 'Geburtstag', name_fr: 'Anniversaire', name_it: 'Compleanno', name_en: 'Birthday', slug: 'geburtstag', weak_search: 0, order: 2, published: 1 },
  { id: 42, type: 3, subtype: 1, name: 'Jubiläum', name_fr: 'Jubilé', name_it: 'Anniversario', name_en: 'Anniversary', slug: 'jubilaum', weak_search: 0, order: 3, published: 1 },
  { id: 43, type: 3, subtype: 1, name: 'Familienfest', name_fr: 'Fête de famille', name_it: 'Festa di famiglia', name_en: 'Family celebration', slug: 'familienfest', weak_search: 0, order: 4, published: 1 },
  { id: 44, type: 3, subtype: 1, name: 'Taufe', name_fr: 'Baptême', name_it: 'Battesimo', name_en: 'Christening', slug: 'taufe', weak_search: 0, order: 5, published: 1 },
  { id: 45, type: 3, subtype: 1, name: 'Polterabend', name_fr: 'Fête prénuptiale', name_it: 'Festa prematrimoniale', name_en: 'Pre-wedding party', slug: 'polterabend', weak_search: 0, order: 6, published: 1 },
  { id: 46, type: 3, subtype: 1, name: 'Klassenzusammenkunft', name_fr: 'Réunion de classe', name_it: 'Rimpatriata di classe', name_en: 'Class reunion', slug: 'klassenzusammenkunft', weak_search: 0, order: 7, published: 1 },
  { id: 47, type: 3, subtype: 1, name: 'Trauerfeier', name_fr: 'Cérémonie funéraire', name_it: 'Cerimonia funebre', name_en: 'Funeral reception', slug: 'trauerfeier', weak_search: 0, order: 8, published: 1 },
  { id: 48, type: 3, subtype: 1, name: 'Privates Dinner', name_fr: 'Dîner privé', name_it: 'Cena privata', name_en: 'Private dinner', slug: 'privates_dinner', weak_search: 0, order: 9, published: 1 },
  { id: 49, type: 3, subtype: 1, name: 'Apéro', name_fr: 'Apéritif', name_it: 'Aperitivo', name_en: 'Drinks reception', slug: 'apero', weak_search: 0, order: 10, published: 1 },
  // Subtype 2: company
  { id: 55, type: 3, subtype: 2, name: 'Firmenanlass', name_fr: "Événement d'entreprise", name_it: 'Evento aziendale', name_en: 'Corporate event', slug: 'firmenanlass', weak_search: 0, order: 11, published: 1 },
  { id: 56, type: 3, subtype: 2, name: 'Seminar', name_fr: 'Séminaire', name_it: 'Seminario', name_en: 'Seminar', slug: 'seminar', weak_search: 0, order: 12, published: 1 },
  { id: 57, type: 3, subtype: 2, name: 'Tagung / Konferenz', name_fr: "Journée d'étude / conférence", name_it: 'Convegno / conferenza', name_en: 'Conference', slug: 'tagung_konferenz', weak_search: 0, order: 13, published: 1 },
  { id: 58, type: 3, subtype: 2, name: 'Sitzung / Meeting', name_fr: 'Réunion', name_it: 'Riunione', name_en: 'Meeting', slug: 'sitzung_meeting', weak_search: 0, order: 14, published: 1 },
  { id: 59, type: 3, subtype: 2, name: 'Workshop', name_fr: 'Atelier', name_it: 'Workshop', name_en: 'Workshop', slug: 'workshop', weak_search: 0, order: 15, published: 1 },
  { id: 60, type: 3, subtype: 2, name: 'Weihnachtsessen', name_fr: 'Repas de Noël', name_it: 'Cena di Natale', name_en: 'Christmas dinner', slug: 'weihnachtsessen', weak_search: 0, order: 16, published: 1 },
  { id: 61, type: 3, subtype: 2, name: 'Generalversammlung', name_fr: 'Assemblée générale', name_it: 'Assemblea generale', name_en: 'General meeting', slug: 'generalversammlung', weak_search: 0, order: 17, published: 1 },
  { id: 62, type: 3, subtype: 2, name: 'Teamevent', name_fr: "Événement d'équipe", name_it: 'Evento di team building', name_en: 'Team event', slug: 'teamevent', weak_search: 0, order: 18, published: 1 },
  { id: 63, type: 3, subtype: 2, name: 'Produktpräsentation', name_fr: 'Présentation de produit', name_it: 'Presentazione di prodotto', name_en: 'Product launch', slug: 'produktprasentation', weak_search: 0, order: 19, published: 1 },
  { id: 64, type: 3, subtype: 2, name: 'Kundenanlass', name_fr: 'Événement clients', name_it: 'Evento per clienti', name_en: 'Customer event', slug: 'kundenanlass', weak_search: 0, order: 20, published: 1 },
  { id: 65, type: 3, subtype: 2, name: 'Mitarbeiterfest', name_fr: 'Fête du personnel', name_it: 'Festa del personale', name_en: 'Staff party', slug: 'mitarbeiterfest', weak_search: 0, order: 21, published: 1 },
  { id: 66, type: 3, subtype: 2, name: 'Incentive', name_fr: 'Voyage de motivation', name_it: 'Viaggio incentive', name_en: 'Incentive', slug: 'incentive', weak_search: 0, order: 22, published: 1 },
  { id: 67, type: 3, subtype: 2, name: 'Kongress', name_fr: 'Congrès', name_it: 'Congresso', name_en: 'Congress', slug: 'kongress', weak_search: 0, order: 23, published: 1 },
  // Subtype 3: public
  { id: 75, type: 3, subtype: 3, name: 'Konzert', name_fr: 'Concert', name_it: 'Concerto', name_en: 'Concert', slug: 'konzert', weak_search: 0, order: 24, published: 1 },
  { id: 76, type: 3, subtype: 3, name: 'Ausstellung', name_fr: 'Exposition', name_it: 'Mostra', name_en: 'Exhibition', slug: 'ausstellung', weak_search: 0, order: 25, published: 1 },
  { id: 77, type: 3, subtype: 3, name: 'Messe', name_fr: 'Salon', name_it: 'Fiera', name_en: 'Trade fair', slug: 'messe', weak_search: 0, order: 26, published: 1 },
  { id: 78, type: 3, subtype: 3, name: 'Festival', name_fr: 'Festival', name_it: 'Festival', name_en: 'Festival', slug: 'festival', weak_search: 0, order: 27, published: 1 },
  { id: 79, type: 3, subtype: 3, name: 'Theater / Aufführung', name_fr: 'Théâtre / spectacle', name_it: 'Teatro / spettacolo', name_en: 'Theatre / performance', slug: 'theater_auffuhrung', weak_search: 0, order: 28, published: 1 },
  { id: 80, type: 3, subtype: 3, name: 'Vortrag / Lesung', name_fr: 'Conférence / lecture', name_it: 'Conferenza / lettura', name_en: 'Talk / reading', slug: 'vortrag_lesung', weak_search: 0, order: 29, published: 1 },
  { id: 81, type: 3, subtype: 3, name: 'Party', name_fr: 'Fête', name_it: 'Festa', name_en: 'Party', slug: 'party', weak_search: 0, order: 30, published: 1 },
  { id: 82, type: 3, subtype: 3, name: 'Modeschau', name_fr: 'Défilé de mode', name_it: 'Sfilata di moda', name_en: 'Fashion show', slug: 'modeschau', weak_search: 0, order: 31, published: 1 },
  { id: 83, type: 3, subtype: 3, name: 'Sportanlass', name_fr: 'Manifestation sportive', name_it: 'Manifestazione sportiva', name_en: 'Sporting event', slug: 'sportanlass', weak_search: 0, order: 32, published: 1 },
  { id: 84, type: 3, subtype: 3, name: 'Markt', name_fr: 'Marché', name_it: 'Mercato', name_en: 'Market', slug: 'markt', weak_search: 0, order: 33, published: 1 },
  { id: 85, type: 3, subtype: 3, name: 'Filmvorführung', name_fr: 'Projection de film', name_it: 'Proiezione cinematografica', name_en: 'Film screening', slug: 'filmvorfuhrung', weak_search: 0, order: 34, published: 1 },
];
