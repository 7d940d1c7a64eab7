import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 21: provider main categories with the fixed ids of the spec (454 is not used).
 * Slugs match the service map and the /provider/{slug} list paths.
 */
// prettier-ignore
export const providerMainCategories: readonly TaxonomySeedEntry[] = [
  { id: 450, type: 21, subtype: null, name: 'Generalunternehmer & Agentur', name_fr: 'Entreprise générale & agence', name_it: 'Impresa generale & agenzia', name_en: 'General contractor & agency', slug: 'agentur', weak_search: 0, order: 1, published: 1 },
  { id: 451, type: 21, subtype: null, name: 'Catering & Partyservice', name_fr: 'Traiteur & service de fête', name_it: 'Catering & servizio feste', name_en: 'Catering & party service', slug: 'catering_partyservice', weak_search: 0, order: 2, published: 1 },
  { id: 452, type: 21, subtype: null, name: 'Eventtechnik', name_fr: 'Technique événementielle', name_it: 'Tecnica per eventi', name_en: 'Event technology', slug: 'eventtechnik', weak_search: 0, order: 3, published: 1 },
  // The spec hides photo/video from filters and the home page; it keeps its own provider list.
  { id: 453, type: 21, subtype: null, name: 'Foto & Video', name_fr: 'Photo & vidéo', name_it: 'Foto & video', name_en: 'Photo & video', slug: 'foto_video', weak_search: 0, order: 4, published: 0 },
  { id: 455, type: 21, subtype: null, name: 'Infrastruktur', name_fr: 'Infrastructure', name_it: 'Infrastruttura', name_en: 'Infrastructure', slug: 'infrastruktur', weak_search: 0, order: 5, published: 1 },
  { id: 456, type: 21, subtype: null, name: 'Unterhaltung', name_fr: 'Divertissement', name_it: 'Intrattenimento', name_en: 'Entertainment', slug: 'unterhaltung', weak_search: 0, order: 6, published: 1 },
  { id: 457, type: 21, subtype: null, name: 'Einrichtung & Ausstattung', name_fr: 'Aménagement & équipement', name_it: 'Arredamento & allestimento', name_en: 'Furnishing & equipment', slug: 'einrichtung_ausstattung', weak_search: 0, order: 7, published: 1 },
];
