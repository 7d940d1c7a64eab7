import type { Knex } from 'knex';
import type { PluginSeed } from '@eventalp/platform-sdk';

const tags = [
  ['Swiss Location Award', 'swiss_location_award'],
  ['Hochzeit', 'hochzeit'],
  ['Firmenevent', 'firmenevent'],
  ['Seminar & Tagung', 'seminar_tagung'],
  ['Weihnachtsfeier', 'weihnachtsfeier'],
  ['Eventplanung', 'eventplanung'],
  ['Catering', 'catering'],
  ['Eventtechnik', 'eventtechnik'],
  ['Nachhaltigkeit', 'nachhaltigkeit'],
  ['Trends', 'trends'],
  ['Location-Porträt', 'location_portraet'],
  ['Interview', 'interview'],
] as const;

/** The magazine's tag list; the award tag comes first as the home page and award pages link it. */
export function magazineTagSeed(db: Knex): PluginSeed {
  return {
    name: 'magazine-tags',
    async run() {
      await db('magazine_tags')
        .insert(tags.map(([name, slug], order) => ({ name, slug, order })))
        .onConflict('slug')
        .merge(['name', 'order']);
    },
  };
}
