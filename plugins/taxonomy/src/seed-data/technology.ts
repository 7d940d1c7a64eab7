import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 6: technology available at a location.
 * Ids 180-219.
 */
// prettier-ignore
export const technology: readonly TaxonomySeedEntry[] = [
  { id: 180, type: 6, subtype: null, name: 'WLAN', name_fr: 'Wi-Fi', name_it: 'Wi-Fi', name_en: 'Wi-Fi', slug: 'wlan', weak_search: 0, order: 1, published: 1 },
  { id: 181, type: 6, subtype: null, name: 'Beamer', name_fr: 'Projecteur', name_it: 'Proiettore', name_en: 'Projector', slug: 'beamer', weak_search: 0, order: 2, published: 1 },
  { id: 182, type: 6, subtype: null, name: 'Leinwand', name_fr: 'Écran de projection', name_it: 'Schermo di proiezione', name_en: 'Projection screen', slug: 'leinwand', weak_search: 0, order: 3, published: 1 },
  { id: 183, type: 6, subtype: null, name: 'Bildschirm / TV', name_fr: 'Écran / TV', name_it: 'Schermo / TV', name_en: 'Screen / TV', slug: 'bildschirm_tv', weak_search: 0, order: 4, published: 1 },
  { id: 184, type: 6, subtype: null, name: 'Beschallungsanlage', name_fr: 'Sonorisation', name_it: 'Impianto audio', name_en: 'PA system', slug: 'beschallungsanlage', weak_search: 0, order: 5, published: 1 },
  { id: 185, type: 6, subtype: null, name: 'Mikrofon', name_fr: 'Microphone', name_it: 'Microfono', name_en: 'Microphone', slug: 'mikrofon', weak_search: 0, order: 6, published: 1 },
  { id: 186, type: 6, subtype: null, name: 'Funkmikrofon', name_fr: 'Microphone sans fil', name_it: 'Radiomicrofono', name_en: 'Wireless microphone', slug: 'funkmikrofon', weak_search: 0, order: 7, published: 1 },
  { id: 187, type: 6, subtype: null, name: 'Lichtanlage', name_fr: 'Éclairage scénique', name_it: 'Impianto luci', name_en: 'Lighting system', slug: 'lichtanlage', weak_search: 0, order: 8, published: 1 },
  { id: 188, type: 6, subtype: null, name: 'Videokonferenzanlage', name_fr: 'Système de visioconférence', name_it: 'Impianto per videoconferenze', name_en: 'Video conferencing system', slug: 'videokonferenzanlage', weak_search: 0, order: 9, published: 1 },
  { id: 189, type: 6, subtype: null, name: 'Livestream-Ausrüstung', name_fr: 'Équipement de diffusion en direct', name_it: 'Attrezzatura per live streaming', name_en: 'Live streaming equipment', slug: 'livestream_ausrustung', weak_search: 0, order: 10, published: 1 },
  { id: 190, type: 6, subtype: null, name: 'LED-Wand', name_fr: 'Mur LED', name_it: 'Parete LED', name_en: 'LED wall', slug: 'led_wand', weak_search: 0, order: 11, published: 1 },
  { id: 191, type: 6, subtype: null, name: 'Simultandolmetscheranlage', name_fr: "Installation d'interprétation simultanée", name_it: 'Impianto per interpretazione simultanea', name_en: 'Simultaneous interpretation system', slug: 'simultandolmetscheranlage', weak_search: 0, order: 12, published: 1 },
  { id: 192, type: 6, subtype: null, name: 'DJ-Pult', name_fr: 'Pupitre DJ', name_it: 'Consolle DJ', name_en: 'DJ booth', slug: 'dj_pult', weak_search: 0, order: 13, published: 1 },
  { id: 193, type: 6, subtype: null, name: 'Induktive Höranlage', name_fr: 'Boucle magnétique', name_it: 'Impianto a induzione magnetica', name_en: 'Hearing loop', slug: 'induktive_horanlage', weak_search: 0, order: 14, published: 1 },
  { id: 194, type: 6, subtype: null, name: 'Elektronisches Abstimmungssystem', name_fr: 'Système de vote électronique', name_it: 'Sistema di votazione elettronica', name_en: 'Electronic voting system', slug: 'elektronisches_abstimmungssystem', weak_search: 0, order: 15, published: 1 },
];
