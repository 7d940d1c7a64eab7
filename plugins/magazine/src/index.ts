import { defineRoute, definePlugin, type PluginMigration } from '@eventalp/platform-sdk';
import { magazineTagSeed } from './magazine-tag-seed';

export const TAGS = 'magazine_tags';

const migrations: PluginMigration[] = [
  {
    name: '20261121040000_tags',
    async up(knex) {
      await knex.schema.createTable(TAGS, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable();
        table.string('slug', 255).notNullable().unique();
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(TAGS);
    },
  },
];

/** Event magazine (articles arrive with the editorial work; tags are used site-wide already). */
export const magazinePlugin = definePlugin({
  id: 'magazine',
  migrations,
  routes: ({ db }) => [
    defineRoute({
      method: 'get',
      path: '/guest/magazine/tags',
      summary: 'Magazine tags',
      access: 'public',
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=60');
        return db(TAGS)
          .select('id', 'name', 'slug')
          .orderBy([{ column: 'order' }, { column: 'name' }]);
      },
    }),
  ],
  seeds: ({ db }) => [magazineTagSeed(db)],
});
