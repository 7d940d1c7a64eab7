import type { PluginMigration } from '@eventalp/platform-sdk';

/** Kit builds (architecture: durable state never lives only in a queue). */
export const KIT_BUILDS = 'award_kit_builds';

export const kitMigrations: PluginMigration[] = [
  {
    name: '20261128090000_award_kit_builds',
    async up(knex) {
      // One row per kit: its hash names what it is made of, so changed data makes a new kit.
      await knex.schema.createTable(KIT_BUILDS, (table) => {
        table.increments('id');
        table.string('hash', 64).notNullable().unique();
        table.integer('year').notNullable();
        table.integer('nominee_id').notNullable();
        table.string('type', 16).notNullable();
        table.string('language', 2).notNullable();
        table.jsonb('subject').notNullable().comment('everything the kit is made of');
        table.string('state', 16).notNullable().defaultTo('queued');
        table.smallint('progress').notNullable().defaultTo(0);
        table.string('storage_key', 255).nullable();
        table.bigInteger('size').nullable();
        table.text('error').nullable();
        table.timestamps(true, true);
        table.timestamp('finished_at', { useTz: true }).nullable();
        table.index(['nominee_id', 'type', 'language']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(KIT_BUILDS);
    },
  },
];
