import type { PluginMigration } from '@eventalp/platform-sdk';

/** Shared lists: a random id and the entries' kinds and ids, nothing about the person sharing. */
export const SHORTLISTS = 'shortlists_lists';

export const shortlistMigrations: PluginMigration[] = [
  {
    name: '20261127090000_shortlists_lists',
    async up(knex) {
      await knex.schema.createTable(SHORTLISTS, (table) => {
        table.string('id', 32).primary().comment('random, URL-safe (144 bits)');
        table
          .jsonb('entries')
          .notNullable()
          .comment('[{ type: location|provider, id }] in the shared order');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table
          .timestamp('last_visited_at', { useTz: true })
          .notNullable()
          .defaultTo(knex.fn.now())
          .comment('creation or the last visit; 90 days later the list expires');
        table.index(['last_visited_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(SHORTLISTS);
    },
  },
];
