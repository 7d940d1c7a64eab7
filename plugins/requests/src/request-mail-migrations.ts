import type { PluginMigration } from '@eventalp/platform-sdk';
import { REQUESTS } from './request-migrations';

/** Which outbox mails a submission sent for each of its requests (the back office shows them). */
export const REQUEST_MAILS = 'requests_mails';

/** What a linked mail was: the entry's copy, or the requester's confirmation. */
export const REQUEST_MAIL_KINDS = ['entry', 'confirmation'] as const;

export const requestMailMigrations: PluginMigration[] = [
  {
    name: '20261127230000_request_mails',
    async up(knex) {
      await knex.schema.createTable(REQUEST_MAILS, (table) => {
        table.increments('id');
        table
          .integer('request_id')
          .notNullable()
          .references('id')
          .inTable(REQUESTS)
          .onDelete('CASCADE');
        table.integer('mail_id').notNullable().comment('the outbox row (platform_mail_outbox)');
        table.enu('kind', [...REQUEST_MAIL_KINDS]).notNullable();
        table.index(['request_id']);
      });
      // Requests of one entry by date, and by status: the back office's list filters.
      await knex.schema.alterTable(REQUESTS, (table) => table.index(['created_at']));
    },
    async down(knex) {
      await knex.schema.alterTable(REQUESTS, (table) => table.dropIndex(['created_at']));
      await knex.schema.dropTable(REQUEST_MAILS);
    },
  },
];
