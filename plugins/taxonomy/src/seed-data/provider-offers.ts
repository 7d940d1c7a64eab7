import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 25: provider subcategories (offers); subtype is the id of the parent main category (type 21).
 * Ids 531-590.
 */
// prettier-ignore
export const providerOffers: readonly TaxonomySeedEntry[] = [
  // Main category 450 Generalunternehmer & Agentur
  { id: 531, type: 25, subtype: 450, name: 'Eventagentur', name_fr: 'Agence événementielle', name_it: 'Agenzia di eventi', name_en: 'Event agency', slug: 'eventagentur', weak_search: 0, order: 1, published: 1 },
  { id: 532, type: 25, subtype: 450, name: 'Full-Service-Agentur', name_fr: 'Agence full service', name_it: 'Agenzia full service', name_en: 'Full-service agency', slug: 'full_service_agentur', weak_search: 0, order: 2, published: 1 },
  { id: 533, type: 25, subtype: 450, name: 'Incentive-Reisen', name_fr: 'Voyages de motivation', name_it: 'Viaggi incentive', name_en: 'Incentive travel', slug: 'incentive_reisen', weak_search: 0, order: 3, published: 1 },
  { id: 534, type: 25, subtype: 450, name: 'Hochzeitsplanung', name_fr: 'Organisation de mariages', name_it: 'Organizzazione di matrimoni', name_en: 'Wedding planning', slug: 'hochzeitsplanung', weak_search: 0, order: 4, published: 1 },
  { id: 535, type: 25, subtype: 450, name: 'Kongressorganisation', name_fr: 'Organisation de congrès', name_it: 'Organizzazione di congressi', name_en: 'Congress organisation', slug: 'kongressorganisation', weak_search: 0, order: 5, published: 1 },
  { id: 536, type: 25, subtype: 450, name: 'Teambuilding', name_fr: 'Team building', name_it: 'Team building', name_en: 'Team building', slug: 'teambuilding', weak_search: 0, order: 6, published: 1 },
  { id: 537, type: 25, subtype: 450, name: 'Destination Management', name_fr: 'Gestion de destination', name_it: 'Destination management', name_en: 'Destination management', slug: 'destination_management', weak_search: 0, order: 7, published: 1 },
  { id: 538, type: 25, subtype: 450, name: 'Hostessen & Promotion', name_fr: 'Hôtesses & promotion', name_it: 'Hostess & promozione', name_en: 'Hostesses & promotion', slug: 'hostessen_promotion', weak_search: 0, order: 8, published: 1 },
  // Main category 451 Catering & Partyservice
  { id: 539, type: 25, subtype: 451, name: 'Catering', name_fr: 'Traiteur', name_it: 'Catering', name_en: 'Catering', slug: 'catering', weak_search: 0, order: 9, published: 1 },
  { id: 540, type: 25, subtype: 451, name: 'Partyservice', name_fr: 'Service traiteur pour fêtes', name_it: 'Servizio feste', name_en: 'Party service', slug: 'partyservice', weak_search: 0, order: 10, published: 1 },
  { id: 541, type: 25, subtype: 451, name: 'Apéro-Service', name_fr: 'Service apéritif', name_it: 'Servizio aperitivo', name_en: 'Aperitif service', slug: 'apero_service', weak_search: 0, order: 11, published: 1 },
  { id: 542, type: 25, subtype: 451, name: 'Grill-Catering', name_fr: 'Traiteur barbecue', name_it: 'Catering con grigliata', name_en: 'Barbecue catering', slug: 'grill_catering', weak_search: 0, order: 12, published: 1 },
  { id: 543, type: 25, subtype: 451, name: 'Foodtruck', name_fr: 'Food truck', name_it: 'Food truck', name_en: 'Food truck', slug: 'foodtruck', weak_search: 0, order: 13, published: 1 },
  { id: 544, type: 25, subtype: 451, name: 'Mobile Bar', name_fr: 'Bar mobile', name_it: 'Bar mobile', name_en: 'Mobile bar', slug: 'mobile_bar', weak_search: 0, order: 14, published: 1 },
  { id: 545, type: 25, subtype: 451, name: 'Getränkeservice', name_fr: 'Service de boissons', name_it: 'Servizio bevande', name_en: 'Beverage service', slug: 'getrankeservice', weak_search: 0, order: 15, published: 1 },
  { id: 546, type: 25, subtype: 451, name: 'Patisserie & Hochzeitstorten', name_fr: 'Pâtisserie & gâteaux de mariage', name_it: 'Pasticceria & torte nuziali', name_en: 'Patisserie & wedding cakes', slug: 'patisserie_hochzeitstorten', weak_search: 0, order: 16, published: 1 },
  { id: 547, type: 25, subtype: 451, name: 'Kaffee-Catering', name_fr: 'Service café', name_it: 'Catering caffè', name_en: 'Coffee catering', slug: 'kaffee_catering', weak_search: 0, order: 17, published: 1 },
  { id: 548, type: 25, subtype: 451, name: 'Flying Dinner', name_fr: 'Dîner cocktail', name_it: 'Flying dinner', name_en: 'Flying dinner', slug: 'flying_dinner', weak_search: 0, order: 18, published: 1 },
  // Main category 452 Eventtechnik
  { id: 549, type: 25, subtype: 452, name: 'Tontechnik', name_fr: 'Sonorisation', name_it: 'Tecnica audio', name_en: 'Sound engineering', slug: 'tontechnik', weak_search: 0, order: 19, published: 1 },
  { id: 550, type: 25, subtype: 452, name: 'Lichttechnik', name_fr: 'Éclairage', name_it: 'Tecnica luci', name_en: 'Lighting', slug: 'lichttechnik', weak_search: 0, order: 20, published: 1 },
  { id: 551, type: 25, subtype: 452, name: 'Videotechnik & Projektion', name_fr: 'Vidéo & projection', name_it: 'Tecnica video & proiezione', name_en: 'Video & projection', slug: 'videotechnik_projektion', weak_search: 0, order: 21, published: 1 },
  { id: 552, type: 25, subtype: 452, name: 'Bühnentechnik', name_fr: 'Technique de scène', name_it: 'Tecnica di palcoscenico', name_en: 'Stage technology', slug: 'buhnentechnik', weak_search: 0, order: 22, published: 1 },
  { id: 553, type: 25, subtype: 452, name: 'LED-Wände', name_fr: 'Murs LED', name_it: 'Pareti LED', name_en: 'LED walls', slug: 'led_wande', weak_search: 0, order: 23, published: 1 },
  { id: 554, type: 25, subtype: 452, name: 'Streaming & hybride Events', name_fr: 'Streaming & événements hybrides', name_it: 'Streaming & eventi ibridi', name_en: 'Streaming & hybrid events', slug: 'streaming_hybride_events', weak_search: 0, order: 24, published: 1 },
  { id: 555, type: 25, subtype: 452, name: 'Dolmetschtechnik', name_fr: "Technique d'interprétation", name_it: 'Tecnica per interpretariato', name_en: 'Interpretation technology', slug: 'dolmetschtechnik', weak_search: 0, order: 25, published: 1 },
  { id: 556, type: 25, subtype: 452, name: 'Rigging', name_fr: 'Accroche', name_it: 'Rigging', name_en: 'Rigging', slug: 'rigging', weak_search: 0, order: 26, published: 1 },
  { id: 557, type: 25, subtype: 452, name: 'Stromversorgung', name_fr: 'Alimentation électrique', name_it: 'Alimentazione elettrica', name_en: 'Power supply', slug: 'stromversorgung', weak_search: 0, order: 27, published: 1 },
  // Main category 453 Foto & Video
  { id: 558, type: 25, subtype: 453, name: 'Eventfotografie', name_fr: 'Photographie événementielle', name_it: 'Fotografia di eventi', name_en: 'Event photography', slug: 'eventfotografie', weak_search: 0, order: 28, published: 1 },
  { id: 559, type: 25, subtype: 453, name: 'Hochzeitsfotografie', name_fr: 'Photographie de mariage', name_it: 'Fotografia di matrimonio', name_en: 'Wedding photography', slug: 'hochzeitsfotografie', weak_search: 0, order: 29, published: 1 },
  { id: 560, type: 25, subtype: 453, name: 'Videoproduktion', name_fr: 'Production vidéo', name_it: 'Produzione video', name_en: 'Video production', slug: 'videoproduktion', weak_search: 0, order: 30, published: 1 },
  { id: 561, type: 25, subtype: 453, name: 'Drohnenaufnahmen', name_fr: 'Prises de vue par drone', name_it: 'Riprese con drone', name_en: 'Drone footage', slug: 'drohnenaufnahmen', weak_search: 0, order: 31, published: 1 },
  { id: 562, type: 25, subtype: 453, name: 'Fotobox', name_fr: 'Photobooth', name_it: 'Photobooth', name_en: 'Photo booth', slug: 'fotobox', weak_search: 0, order: 32, published: 1 },
  { id: 563, type: 25, subtype: 453, name: 'Livestream-Produktion', name_fr: 'Production de diffusion en direct', name_it: 'Produzione di live streaming', name_en: 'Live stream production', slug: 'livestream_produktion', weak_search: 0, order: 33, published: 1 },
  // Main category 455 Infrastruktur
  { id: 564, type: 25, subtype: 455, name: 'Zeltvermietung', name_fr: 'Location de tentes', name_it: 'Noleggio tende', name_en: 'Tent rental', slug: 'zeltvermietung', weak_search: 0, order: 34, published: 1 },
  { id: 565, type: 25, subtype: 455, name: 'Mobile Toiletten', name_fr: 'Toilettes mobiles', name_it: 'Servizi igienici mobili', name_en: 'Mobile toilets', slug: 'mobile_toiletten', weak_search: 0, order: 35, published: 1 },
  { id: 566, type: 25, subtype: 455, name: 'Absperrungen & Zäune', name_fr: 'Barrières & clôtures', name_it: 'Transenne & recinzioni', name_en: 'Barriers & fencing', slug: 'absperrungen_zaune', weak_search: 0, order: 36, published: 1 },
  { id: 567, type: 25, subtype: 455, name: 'Mobile Bühnen', name_fr: 'Scènes mobiles', name_it: 'Palchi mobili', name_en: 'Mobile stages', slug: 'mobile_buhnen', weak_search: 0, order: 37, published: 1 },
  { id: 568, type: 25, subtype: 455, name: 'Heizung & Klima', name_fr: 'Chauffage & climatisation', name_it: 'Riscaldamento & climatizzazione', name_en: 'Heating & cooling', slug: 'heizung_klima', weak_search: 0, order: 38, published: 1 },
  { id: 569, type: 25, subtype: 455, name: 'Sicherheitsdienst', name_fr: 'Service de sécurité', name_it: 'Servizio di sicurezza', name_en: 'Security service', slug: 'sicherheitsdienst', weak_search: 0, order: 39, published: 1 },
  { id: 570, type: 25, subtype: 455, name: 'Shuttle & Transport', name_fr: 'Navette & transport', name_it: 'Navetta & trasporto', name_en: 'Shuttle & transport', slug: 'shuttle_transport', weak_search: 0, order: 40, published: 1 },
  { id: 571, type: 25, subtype: 455, name: 'Parkplatzdienst', name_fr: 'Service de parking', name_it: 'Servizio parcheggio', name_en: 'Parking service', slug: 'parkplatzdienst', weak_search: 0, order: 41, published: 1 },
  { id: 572, type: 25, subtype: 455, name: 'Bodenbeläge', name_fr: 'Revêtements de sol', name_it: 'Pavimentazioni', name_en: 'Flooring', slug: 'bodenbelage', weak_search: 0, order: 42, published: 1 },
  // Main category 456 Unterhaltung
  { id: 573, type: 25, subtype: 456, name: 'Band & Live-Musik', name_fr: 'Groupe & musique live', name_it: 'Band & musica dal vivo', name_en: 'Band & live music', slug: 'band_live_musik', weak_search: 0, order: 43, published: 1 },
  { id: 574, type: 25, subtype: 456, name: 'DJ', name_fr: 'DJ', name_it: 'DJ', name_en: 'DJ', slug: 'dj', weak_search: 0, order: 44, published: 1 },
  { id: 575, type: 25, subtype: 456, name: 'Zauberer', name_fr: 'Magicien', name_it: 'Mago', name_en: 'Magician', slug: 'zauberer', weak_search: 0, order: 45, published: 1 },
  { id: 576, type: 25, subtype: 456, name: 'Comedy', name_fr: 'Humour', name_it: 'Comicità', name_en: 'Comedy', slug: 'comedy', weak_search: 0, order: 46, published: 1 },
  { id: 577, type: 25, subtype: 456, name: 'Moderation', name_fr: 'Animation', name_it: 'Moderazione', name_en: 'Host / MC', slug: 'moderation', weak_search: 0, order: 47, published: 1 },
  { id: 578, type: 25, subtype: 456, name: 'Showacts & Tanz', name_fr: 'Spectacles & danse', name_it: 'Spettacoli & danza', name_en: 'Show acts & dance', slug: 'showacts_tanz', weak_search: 0, order: 48, published: 1 },
  { id: 579, type: 25, subtype: 456, name: 'Kinderunterhaltung', name_fr: 'Animation pour enfants', name_it: 'Intrattenimento per bambini', name_en: "Children's entertainment", slug: 'kinderunterhaltung', weak_search: 0, order: 49, published: 1 },
  { id: 580, type: 25, subtype: 456, name: 'Casino & Spiele', name_fr: 'Casino & jeux', name_it: 'Casinò & giochi', name_en: 'Casino & games', slug: 'casino_spiele', weak_search: 0, order: 50, published: 1 },
  { id: 581, type: 25, subtype: 456, name: 'Karikaturisten', name_fr: 'Caricaturistes', name_it: 'Caricaturisti', name_en: 'Caricaturists', slug: 'karikaturisten', weak_search: 0, order: 51, published: 1 },
  { id: 582, type: 25, subtype: 456, name: 'Künstlervermittlung', name_fr: 'Agence artistique', name_it: 'Agenzia artistica', name_en: 'Artist booking', slug: 'kunstlervermittlung', weak_search: 0, order: 52, published: 1 },
  // Main category 457 Einrichtung & Ausstattung
  { id: 583, type: 25, subtype: 457, name: 'Möbelvermietung', name_fr: 'Location de mobilier', name_it: 'Noleggio mobili', name_en: 'Furniture rental', slug: 'mobelvermietung', weak_search: 0, order: 53, published: 1 },
  { id: 584, type: 25, subtype: 457, name: 'Dekoration', name_fr: 'Décoration', name_it: 'Decorazione', name_en: 'Decoration', slug: 'dekoration', weak_search: 0, order: 54, published: 1 },
  { id: 585, type: 25, subtype: 457, name: 'Floristik', name_fr: 'Art floral', name_it: 'Allestimenti floreali', name_en: 'Floristry', slug: 'floristik', weak_search: 0, order: 55, published: 1 },
  { id: 586, type: 25, subtype: 457, name: 'Geschirr & Besteck', name_fr: 'Vaisselle & couverts', name_it: 'Stoviglie & posate', name_en: 'Tableware & cutlery', slug: 'geschirr_besteck', weak_search: 0, order: 56, published: 1 },
  { id: 587, type: 25, subtype: 457, name: 'Tischwäsche', name_fr: 'Linge de table', name_it: 'Biancheria da tavola', name_en: 'Table linen', slug: 'tischwasche', weak_search: 0, order: 57, published: 1 },
  { id: 588, type: 25, subtype: 457, name: 'Lounge-Möbel', name_fr: 'Mobilier lounge', name_it: 'Arredamento lounge', name_en: 'Lounge furniture', slug: 'lounge_mobel', weak_search: 0, order: 58, published: 1 },
  { id: 589, type: 25, subtype: 457, name: 'Messebau', name_fr: 'Construction de stands', name_it: 'Allestimento fieristico', name_en: 'Exhibition stand construction', slug: 'messebau', weak_search: 0, order: 59, published: 1 },
  { id: 590, type: 25, subtype: 457, name: 'Stuhlhussen', name_fr: 'Housses de chaise', name_it: 'Coprisedie', name_en: 'Chair covers', slug: 'stuhlhussen', weak_search: 0, order: 60, published: 1 },
];
