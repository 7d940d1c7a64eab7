import type { PlatformServices, PluginSeed } from '@eventalp/platform-sdk';
import { awardYearWindows } from './domain';
import { CAMPAIGN_WINDOWS, OFFER_TYPES } from './home-migrations';

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

/**
 * Reference data every install needs: the offer types and the award's campaign windows of the
 * current year. Rows the back office changed are kept.
 */
export function homeReferenceSeed({ db, now }: PlatformServices): PluginSeed {
  return {
    name: 'home-reference',
    async run() {
      await db(OFFER_TYPES).insert(OFFER_TYPE_ROWS).onConflict('value').ignore();
      // The current year's windows as rows the back office can move; other years follow the
      // spec's cycle until someone configures them.
      const year = now().getUTCFullYear();
      await db(CAMPAIGN_WINDOWS)
        .insert(
          Object.entries(awardYearWindows(year)).map(([kind, window]) => ({
            year,
            kind,
            ...window,
          })),
        )
        .onConflict(['year', 'kind'])
        .ignore();
    },
  };
}
