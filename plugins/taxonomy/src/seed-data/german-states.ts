import type { TaxonomySeedEntry } from './taxonomy-seed-entry';

/**
 * Type 27: the 16 German states (Länder), ids 601-616 in alphabetical order; name_alt = abbreviation.
 */
// prettier-ignore
export const germanStates: readonly TaxonomySeedEntry[] = [
  { id: 601, type: 27, subtype: null, name: 'Baden-Württemberg', name_fr: 'Bade-Wurtemberg', name_it: 'Baden-Württemberg', name_en: 'Baden-Württemberg', name_alt: 'BW', slug: 'baden_wurttemberg', weak_search: 0, order: 1, published: 1 },
  { id: 602, type: 27, subtype: null, name: 'Bayern', name_fr: 'Bavière', name_it: 'Baviera', name_en: 'Bavaria', name_alt: 'BY', slug: 'bayern', weak_search: 0, order: 2, published: 1 },
  { id: 603, type: 27, subtype: null, name: 'Berlin', name_fr: 'Berlin', name_it: 'Berlino', name_en: 'Berlin', name_alt: 'BE', slug: 'berlin', weak_search: 0, order: 3, published: 1 },
  { id: 604, type: 27, subtype: null, name: 'Brandenburg', name_fr: 'Brandebourg', name_it: 'Brandeburgo', name_en: 'Brandenburg', name_alt: 'BB', slug: 'brandenburg', weak_search: 0, order: 4, published: 1 },
  { id: 605, type: 27, subtype: null, name: 'Bremen', name_fr: 'Brême', name_it: 'Brema', name_en: 'Bremen', name_alt: 'HB', slug: 'bremen', weak_search: 0, order: 5, published: 1 },
  { id: 606, type: 27, subtype: null, name: 'Hamburg', name_fr: 'Hambourg', name_it: 'Amburgo', name_en: 'Hamburg', name_alt: 'HH', slug: 'hamburg', weak_search: 0, order: 6, published: 1 },
  { id: 607, type: 27, subtype: null, name: 'Hessen', name_fr: 'Hesse', name_it: 'Assia', name_en: 'Hesse', name_alt: 'HE', slug: 'hessen', weak_search: 0, order: 7, published: 1 },
  { id: 608, type: 27, subtype: null, name: 'Mecklenburg-Vorpommern', name_fr: 'Mecklembourg-Poméranie-Occidentale', name_it: 'Meclemburgo-Pomerania Anteriore', name_en: 'Mecklenburg-Western Pomerania', name_alt: 'MV', slug: 'mecklenburg_vorpommern', weak_search: 0, order: 8, published: 1 },
  { id: 609, type: 27, subtype: null, name: 'Niedersachsen', name_fr: 'Basse-Saxe', name_it: 'Bassa Sassonia', name_en: 'Lower Saxony', name_alt: 'NI', slug: 'niedersachsen', weak_search: 0, order: 9, published: 1 },
  { id: 610, type: 27, subtype: null, name: 'Nordrhein-Westfalen', name_fr: 'Rhénanie-du-Nord-Westphalie', name_it: 'Renania Settentrionale-Vestfalia', name_en: 'North Rhine-Westphalia', name_alt: 'NW', slug: 'nordrhein_westfalen', weak_search: 0, order: 10, published: 1 },
  { id: 611, type: 27, subtype: null, name: 'Rheinland-Pfalz', name_fr: 'Rhénanie-Palatinat', name_it: 'Renania-Palatinato', name_en: 'Rhineland-Palatinate', name_alt: 'RP', slug: 'rheinland_pfalz', weak_search: 0, order: 11, published: 1 },
  { id: 612, type: 27, subtype: null, name: 'Saarland', name_fr: 'Sarre', name_it: 'Saarland', name_en: 'Saarland', name_alt: 'SL', slug: 'saarland', weak_search: 0, order: 12, published: 1 },
  { id: 613, type: 27, subtype: null, name: 'Sachsen', name_fr: 'Saxe', name_it: 'Sassonia', name_en: 'Saxony', name_alt: 'SN', slug: 'sachsen', weak_search: 0, order: 13, published: 1 },
  { id: 614, type: 27, subtype: null, name: 'Sachsen-Anhalt', name_fr: 'Saxe-Anhalt', name_it: 'Sassonia-Anhalt', name_en: 'Saxony-Anhalt', name_alt: 'ST', slug: 'sachsen_anhalt', weak_search: 0, order: 14, published: 1 },
  { id: 615, type: 27, subtype: null, name: 'Schleswig-Holstein', name_fr: 'Schleswig-Holstein', name_it: 'Schleswig-Holstein', name_en: 'Schleswig-Holstein', name_alt: 'SH', slug: 'schleswig_holstein', weak_search: 0, order: 15, published: 1 },
  { id: 616, type: 27, subtype: null, name: 'Thüringen', name_fr: 'Thuringe', name_it: 'Turingia', name_en: 'Thuringia', name_alt: 'TH', slug: 'thuringen', weak_search: 0, order: 16, published: 1 },
];
