import crypto from 'node:crypto';
import type { PluginMigration } from '@eventalp/platform-sdk';

export const SUBSCRIBERS = 'newsletter_subscribers';
/** One row: the key unsubscribe links are signed with, made once per installation. */
export const SIGNING_KEYS = 'newsletter_signing_keys';

export const newsletterMigrations: PluginMigration[] = [
  {
    name: '20261121140000_newsletter_subscribers',
    async up(knex) {
      await knex.schema.createTable(SUBSCRIBERS, (table) => {
        table.increments('id');
        table.string('email', 255).notNullable().comment('lower case');
        table
          .enu('status', ['pending', 'confirmed', 'unsubscribed'])
          .notNullable()
          .defaultTo('pending');
        table.string('locale', 5).notNullable().defaultTo('de-CH');
        table.smallint('country_category').notNullable().defaultTo(1).comment('1 CH, 2 DE, 3 AT');
        table.string('confirm_token_hash', 64).unique().comment('sha256 of the opt-in token');
        table.timestamp('confirm_token_expires_at', { useTz: true });
        table.timestamp('confirmed_at', { useTz: true });
        table.timestamp('unsubscribed_at', { useTz: true });
        table.string('ip', 64).comment('address of the subscription');
        table.string('confirm_ip', 64).comment('address of the opt-in confirmation');
        table.timestamps(true, true);
        table.index(['status', 'created_at']);
      });
      await knex.raw(
        `create unique index newsletter_subscribers_email_unique on ${SUBSCRIBERS} (lower(email))`,
      );
      await knex.schema.createTable(SIGNING_KEYS, (table) => {
        table.increments('id');
        table.string('key', 128).notNullable();
        table.timestamps(true, true);
      });
      await knex(SIGNING_KEYS).insert({ key: crypto.randomBytes(32).toString('hex') });
    },
    async down(knex) {
      await knex.schema.dropTable(SIGNING_KEYS);
      await knex.schema.dropTable(SUBSCRIBERS);
    },
  },
];
