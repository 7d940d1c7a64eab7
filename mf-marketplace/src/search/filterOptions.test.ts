import type { AllTaxonomies, TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';
import { filterOptionsFor, placeName } from './filterOptions';

function term(
  id: number,
  type: number,
  name: string,
  extra: Partial<TaxonomyEntry> = {},
): TaxonomyEntry {
  return {
    id,
    type,
    name,
    name_fr: null,
    name_it: null,
    name_en: null,
    name_alt: null,
    name_meta: null,
    image_alt: null,
    image: null,
    slug: null,
    subtype: null,
    weak_search: 0,
    order: null,
    published: 1,
    ...extra,
  };
}

const published: Record<string, TaxonomyEntry[]> = {
  '3': [
    term(55, 3, 'Firmenfeier', { subtype: 2 }),
    term(40, 3, 'Hochzeit', { subtype: 1, order: 1 }),
  ],
  '9': [term(516, 9, 'Hochzeitslocations', { name_fr: 'Lieux de mariage' })],
  '21': [term(451, 21, 'Catering & Partyservice'), term(452, 21, 'Eventtechnik')],
  '25': [
    term(540, 25, 'Apéro-Service', { subtype: 451 }),
    term(560, 25, 'Lichttechnik', { subtype: 452 }),
    term(580, 25, 'Fotograf', { subtype: 453 }),
  ],
  '26': [term(297, 26, 'Zürich', { subtype: 1 }), term(272, 26, 'Aargau', { subtype: 1 })],
  '27': [term(602, 27, 'Bayern')],
  '28': [],
};
const taxonomies: AllTaxonomies = {
  taxonomies: { ...published, '29': [term(840, 29, 'Winterthur', { name_fr: 'Winterthour' })] },
  filter_taxonomies: published,
  event_taxonomies: { private: [], company: [], public: [] },
  sla_rating: [],
};

describe('filterOptionsFor', () => {
  it('lists regions of all three countries, by country, alphabetically', () => {
    expect(filterOptionsFor('locations', taxonomies, 'de-CH').region).toEqual([
      { id: '272', name: 'Aargau', section: '1' },
      { id: '297', name: 'Zürich', section: '1' },
      { id: '602', name: 'Bayern', section: '2' },
    ]);
  });

  it('orders terms by their order, groups event kinds by audience and speaks the locale', () => {
    const options = filterOptionsFor('locations', taxonomies, 'fr');
    expect(options.event_kinds).toEqual([
      { id: '55', name: 'Firmenfeier', section: '2' },
      { id: '40', name: 'Hochzeit', section: '1' },
    ]);
    expect(options.category).toEqual([{ id: '516', name: 'Lieux de mariage', section: null }]);
    expect(Object.keys(options)).toEqual(
      expect.arrayContaining(['building_types', 'infrastructure', 'award_categories', 'settings']),
    );
  });

  it('gives providers their categories and the offers of published categories only', () => {
    const options = filterOptionsFor('provider', taxonomies, 'de-CH');
    expect(Object.keys(options).sort()).toEqual([
      'category',
      'event_kinds',
      'offers',
      'operations',
      'price_styles',
      'region',
      'styles',
    ]);
    expect(options.offers?.map((offer) => [offer.name, offer.section])).toEqual([
      ['Apéro-Service', '451'],
      ['Lichttechnik', '452'],
    ]);
  });
});

it('names a place by its id, in the locale', () => {
  expect(placeName(taxonomies, '840', 'de-CH')).toBe('Winterthur');
  expect(placeName(taxonomies, '840', 'fr')).toBe('Winterthour');
  expect(placeName(taxonomies, '9999', 'de-CH')).toBeNull();
  expect(placeName(taxonomies, undefined, 'de-CH')).toBeNull();
});
