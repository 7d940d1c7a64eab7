import type { PluginMigration } from '@eventalp/platform-sdk';

export const REQUESTS = 'requests_requests';

export const requestMigrations: PluginMigration[] = [
  {
    name: '20261121070000_requests',
    async up(knex) {
      await knex.schema.createTable(REQUESTS, (table) => {
        table.increments('id');
        table
          .uuid('group_id')
          .notNullable()
          .comment('one submission to several entries shares a group');
        table.enu('entry_type', ['location', 'provider']).notNullable();
        table.integer('entry_id').notNullable();
        table.string('first_name', 100).notNullable();
        table.string('last_name', 100).notNullable();
        table.string('email', 255).notNullable();
        table.string('phone', 30).notNullable();
        table.string('company', 255);
        table.date('desired_date').notNullable();
        table.integer('people').notNullable();
        table.string('occasion', 255);
        table.text('comment');
        table.text('notes');
        table.enu('status', ['open', 'archived']).notNullable().defaultTo('open');
        table.string('ip', 64);
        table.timestamps(true, true);
        table.index(['entry_type', 'entry_id', 'status']);
        table.index(['group_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(REQUESTS);
    },
  },
];
