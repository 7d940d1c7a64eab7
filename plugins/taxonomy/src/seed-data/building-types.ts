import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 4: building type. weak_search 1 (ranks but does not exclude) for castle, casino, cave/fortress,
 * ship, tram/bus, tent, guild house, hangar, cinema, gallery and mobile location; 0 for all others.
 * Ids 90-139.
 */
// prettier-ignore
export const buildingTypes: readonly TaxonomySeedEntry[] = [
  { id: 90, type: 4, subtype: null, name: 'Hotel', name_fr: 'Hôtel', name_it: 'Albergo', name_en: 'Hotel', slug: 'hotel', weak_search: 0, order: 1, published: 1 },
  { id: 91, type: 4, subtype: null, name: 'Seminarhotel', name_fr: 'Hôtel de séminaire', name_it: 'Hotel per seminari', name_en: 'Seminar hotel', slug: 'seminarhotel', weak_search: 0, order: 2, published: 1 },
  { id: 92, type: 4, subtype: null, name: 'Restaurant', name_fr: 'Restaurant', name_it: 'Ristorante', name_en: 'Restaurant', slug: 'restaurant', weak_search: 0, order: 3, published: 1 },
  { id: 93, type: 4, subtype: null, name: 'Kongresszentrum', name_fr: 'Centre de congrès', name_it: 'Centro congressi', name_en: 'Congress centre', slug: 'kongresszentrum', weak_search: 0, order: 4, published: 1 },
  { id: 94, type: 4, subtype: null, name: 'Eventhalle', name_fr: 'Salle événementielle', name_it: 'Padiglione per eventi', name_en: 'Event hall', slug: 'eventhalle', weak_search: 0, order: 5, published: 1 },
  { id: 95, type: 4, subtype: null, name: 'Industriegebäude / Loft', name_fr: 'Bâtiment industriel / loft', name_it: 'Edificio industriale / loft', name_en: 'Industrial building / loft', slug: 'industriegebaude_loft', weak_search: 0, order: 6, published: 1 },
  { id: 96, type: 4, subtype: null, name: 'Bauernhof / Scheune', name_fr: 'Ferme / grange', name_it: 'Fattoria / fienile', name_en: 'Farm / barn', slug: 'bauernhof_scheune', weak_search: 0, order: 7, published: 1 },
  { id: 97, type: 4, subtype: null, name: 'Museum', name_fr: 'Musée', name_it: 'Museo', name_en: 'Museum', slug: 'museum', weak_search: 0, order: 8, published: 1 },
  { id: 98, type: 4, subtype: null, name: 'Theater / Konzertsaal', name_fr: 'Théâtre / salle de concert', name_it: 'Teatro / sala concerti', name_en: 'Theatre / concert hall', slug: 'theater_konzertsaal', weak_search: 0, order: 9, published: 1 },
  { id: 99, type: 4, subtype: null, name: 'Kirche / Kapelle', name_fr: 'Église / chapelle', name_it: 'Chiesa / cappella', name_en: 'Church / chapel', slug: 'kirche_kapelle', weak_search: 0, order: 10, published: 1 },
  { id: 100, type: 4, subtype: null, name: 'Villa / Herrschaftshaus', name_fr: 'Villa / maison de maître', name_it: 'Villa / casa padronale', name_en: 'Villa / manor house', slug: 'villa_herrschaftshaus', weak_search: 0, order: 11, published: 1 },
  { id: 101, type: 4, subtype: null, name: 'Berghütte / Alphütte', name_fr: "Cabane de montagne / chalet d'alpage", name_it: 'Capanna / baita alpina', name_en: 'Mountain hut / alpine hut', slug: 'berghutte_alphutte', weak_search: 0, order: 12, published: 1 },
  { id: 102, type: 4, subtype: null, name: 'Stadion / Sportanlage', name_fr: 'Stade / installation sportive', name_it: 'Stadio / impianto sportivo', name_en: 'Stadium / sports facility', slug: 'stadion_sportanlage', weak_search: 0, order: 13, published: 1 },
  { id: 103, type: 4, subtype: null, name: 'Bar / Club', name_fr: 'Bar / club', name_it: 'Bar / club', name_en: 'Bar / club', slug: 'bar_club', weak_search: 0, order: 14, published: 1 },
  { id: 104, type: 4, subtype: null, name: 'Weingut / Weinkeller', name_fr: 'Domaine viticole / cave', name_it: 'Tenuta vinicola / cantina', name_en: 'Winery / wine cellar', slug: 'weingut_weinkeller', weak_search: 0, order: 15, published: 1 },
  { id: 105, type: 4, subtype: null, name: 'Brauerei', name_fr: 'Brasserie', name_it: 'Birrificio', name_en: 'Brewery', slug: 'brauerei', weak_search: 0, order: 16, published: 1 },
  { id: 106, type: 4, subtype: null, name: 'Bürogebäude / Coworking', name_fr: 'Immeuble de bureaux / coworking', name_it: 'Edificio per uffici / coworking', name_en: 'Office building / coworking', slug: 'burogebaude_coworking', weak_search: 0, order: 17, published: 1 },
  { id: 107, type: 4, subtype: null, name: 'Schloss / Burg', name_fr: 'Château / forteresse médiévale', name_it: 'Castello / rocca', name_en: 'Castle', slug: 'schloss_burg', weak_search: 1, order: 18, published: 1 },
  { id: 108, type: 4, subtype: null, name: 'Casino', name_fr: 'Casino', name_it: 'Casinò', name_en: 'Casino', slug: 'casino', weak_search: 1, order: 19, published: 1 },
  { id: 109, type: 4, subtype: null, name: 'Höhle / Festung', name_fr: 'Grotte / forteresse', name_it: 'Grotta / fortezza', name_en: 'Cave / fortress', slug: 'hohle_festung', weak_search: 1, order: 20, published: 1 },
  { id: 110, type: 4, subtype: null, name: 'Schiff', name_fr: 'Bateau', name_it: 'Battello', name_en: 'Ship', slug: 'schiff', weak_search: 1, order: 21, published: 1 },
  { id: 111, type: 4, subtype: null, name: 'Tram / Bus', name_fr: 'Tram / bus', name_it: 'Tram / autobus', name_en: 'Tram / bus', slug: 'tram_bus', weak_search: 1, order: 22, published: 1 },
  { id: 112, type: 4, subtype: null, name: 'Zelt', name_fr: 'Tente', name_it: 'Tenda', name_en: 'Tent', slug: 'zelt', weak_search: 1, order: 23, published: 1 },
  { id: 113, type: 4, subtype: null, name: 'Zunfthaus', name_fr: 'Maison de corporation', name_it: 'Casa delle corporazioni', name_en: 'Guild house', slug: 'zunfthaus', weak_search: 1, order: 24, published: 1 },
  { id: 114, type: 4, subtype: null, name: 'Hangar', name_fr: 'Hangar', name_it: 'Hangar', name_en: 'Hangar', slug: 'hangar', weak_search: 1, order: 25, published: 1 },
  { id: 115, type: 4, subtype: null, name: 'Kino', name_fr: 'Cinéma', name_it: 'Cinema', name_en: 'Cinema', slug: 'kino', weak_search: 1, order: 26, published: 1 },
  { id: 116, type: 4, subtype: null, name: 'Galerie', name_fr: 'Galerie', name_it: 'Galleria', name_en: 'Gallery', slug: 'galerie', weak_search: 1, order: 27, published: 1 },
  { id: 117, type: 4, subtype: null, name: 'Mobile Location', name_fr: 'Lieu mobile', name_it: 'Location mobile', name_en: 'Mobile location', slug: 'mobile_location', weak_search: 1, order: 28, published: 1 },
];
