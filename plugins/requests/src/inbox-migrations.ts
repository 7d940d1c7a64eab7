import type { PluginMigration } from '@eventalp/platform-sdk';
import { REQUESTS } from './request-migrations';

export const REPLIES = 'requests_replies';

/** The owners' inbox: replies sent from the request page, kept with their request. */
export const inboxMigrations: PluginMigration[] = [
  {
    name: '20261125030000_request_replies',
    async up(knex) {
      await knex.schema.createTable(REPLIES, (table) => {
        table.increments('id');
        table
          .integer('request_id')
          .notNullable()
          .references('id')
          .inTable(REQUESTS)
          .onDelete('CASCADE');
        table.integer('user_id').references('id').inTable('accounts_users').onDelete('SET NULL');
        table.text('message').notNullable();
        table.integer('mail_id').comment('the outbox row of the reply');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['request_id']);
      });
      await knex.schema.alterTable(REQUESTS, (table) => {
        table.timestamp('archived_at', { useTz: true });
      });
    },
    async down(knex) {
      await knex.schema.alterTable(REQUESTS, (table) => table.dropColumn('archived_at'));
      await knex.schema.dropTable(REPLIES);
    },
  },
];
