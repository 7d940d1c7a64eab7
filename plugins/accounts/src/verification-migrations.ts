import type { PluginMigration } from '@eventalp/platform-sdk';
import { USERS } from './account-migrations';

export const EMAIL_VERIFICATIONS = 'accounts_email_verifications';

/** E-mail verification: a confirmed-at per user, a pending new address, single-use hashed tokens. */
export const verificationMigrations: PluginMigration[] = [
  {
    name: '20261125010000_email_verification',
    async up(knex) {
      await knex.schema.alterTable(USERS, (table) => {
        table.timestamp('email_verified_at', { useTz: true });
        table.string('pending_email', 255).comment('a new address waiting for its confirmation');
      });
      // Accounts made before verification existed were made by the back office or the seed.
      await knex(USERS).update({ email_verified_at: knex.fn.now() });
      await knex.schema.createTable(EMAIL_VERIFICATIONS, (table) => {
        table.increments('id');
        table.integer('user_id').notNullable().references('id').inTable(USERS).onDelete('CASCADE');
        table.string('email', 255).notNullable().comment('the address the link confirms');
        table.string('token_hash', 64).notNullable().unique();
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('used_at', { useTz: true });
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['user_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(EMAIL_VERIFICATIONS);
      await knex.schema.alterTable(USERS, (table) => {
        table.dropColumn('pending_email');
        table.dropColumn('email_verified_at');
      });
    },
  },
];
