import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { COUNTRY_CATEGORIES } from './home-boxes';
import { OFFER_TYPES, POPULAR_SEARCHES } from './home-migrations';

/** The home's offer types (spec: 8 types with prompts); photo/video is kept but not displayed. */
export const OFFER_TYPE_ROWS = [
  {
    value: 'location',
    label: 'Locations',
    label_home: 'Location',
    description: 'Ich suche eine...',
    route: '/locations',
    display: true,
  },
  {
    value: 'catering',
    label: 'Catering & Partyservice',
    label_home: 'Catering & Partyservice',
    description: 'Ich suche einen...',
    route: '/provider/catering_partyservice',
    display: true,
  },
  {
    value: 'technik',
    label: 'Eventtechnik',
    label_home: 'Eventtechnik',
    description: 'Ich suche...',
    route: '/provider/eventtechnik',
    display: true,
  },
  {
    value: 'agentur',
    label: 'Eventagenturen',
    label_home: 'Eventagentur',
    description: 'Ich suche eine...',
    route: '/provider/agentur',
    display: true,
  },
  {
    value: 'einrichtung',
    label: 'Einrichtung & Ausstattung',
    label_home: 'Einrichtung & Ausstattung',
    description: 'Ich suche eine...',
    route: '/provider/einrichtung_ausstattung',
    display: true,
  },
  {
    value: 'infrastruktur',
    label: 'Infrastruktur',
    label_home: 'Infrastruktur',
    description: 'Ich suche...',
    route: '/provider/infrastruktur',
    display: true,
  },
  {
    value: 'programm',
    label: 'Unterhaltung',
    label_home: 'Unterhaltung & Show',
    description: 'Ich suche...',
    route: '/provider/unterhaltung',
    display: true,
  },
  {
    value: 'video__foto',
    label: 'Foto & Video',
    label_home: 'Foto & Video',
    description: 'Ich suche...',
    route: '/provider/foto_video',
    display: false,
  },
].map((row, order) => ({ ...row, order }));

/** The spec's popular searches (section 2, Home 8), leading to real search pages. */
export const POPULAR_SEARCH_ROWS = [
  { label: 'Tagungshotel', path: '/locations?category=508' },
  { label: 'Hochzeitslocation', path: '/locations?category=516' },
  { label: 'Partyservice', path: '/provider/catering_partyservice' },
  { label: 'Sitzungszimmer', path: '/locations?category=521' },
];

/**
 * Reference data every install needs: the offer types and the popular searches of each country.
 * Rows the back office changed are kept. Campaign windows need no rows: years without any follow
 * the spec's cycle.
 */
export function homeReferenceSeed({ db }: PlatformServices): PluginSeed {
  return {
    name: 'home-reference-v2',
    async run() {
      await db(OFFER_TYPES).insert(OFFER_TYPE_ROWS).onConflict('value').ignore();
      await db(POPULAR_SEARCHES)
        .insert(
          COUNTRY_CATEGORIES.flatMap((country) =>
            POPULAR_SEARCH_ROWS.map((search, order) => ({ ...search, country, order })),
          ),
        )
        .onConflict(['country', 'label'])
        .ignore();
    },
  };
}
