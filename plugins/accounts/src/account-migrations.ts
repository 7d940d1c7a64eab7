import type { PluginMigration } from '@eventalp/platform-sdk';

export const USERS = 'accounts_users';
export const SESSIONS = 'accounts_sessions';
export const PASSWORD_RESETS = 'accounts_password_resets';

export const accountMigrations: PluginMigration[] = [
  {
    name: '20261121010000_users',
    async up(knex) {
      await knex.schema.createTable(USERS, (table) => {
        table.increments('id');
        table.string('username', 255).notNullable();
        table.string('login_name', 255).notNullable();
        table.string('email', 255).notNullable();
        table.string('first_name', 255).notNullable();
        table.string('last_name', 255).notNullable();
        table.string('password_hash', 255).notNullable();
        table.specificType('roles', 'text[]').notNullable().defaultTo('{}');
        table.specificType('permissions_array', 'text[]').notNullable().defaultTo('{}');
        table.boolean('enabled').notNullable().defaultTo(true);
        table.integer('created_by').references('id').inTable(USERS).onDelete('SET NULL');
        table.integer('updated_by').references('id').inTable(USERS).onDelete('SET NULL');
        table.timestamps(true, true);
      });
      await knex.raw(`create unique index ${USERS}_email_unique on ${USERS} (lower(email))`);
      await knex.raw(
        `create unique index ${USERS}_login_name_unique on ${USERS} (lower(login_name))`,
      );
    },
    async down(knex) {
      await knex.schema.dropTable(USERS);
    },
  },
  {
    name: '20261121010100_sessions_and_resets',
    async up(knex) {
      await knex.schema.createTable(SESSIONS, (table) => {
        table.string('id', 64).primary().comment('sha256 of the cookie token');
        table.integer('user_id').notNullable().references('id').inTable(USERS).onDelete('CASCADE');
        table.string('ip', 64);
        table.string('user_agent', 500);
        table.timestamp('last_seen_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['user_id']);
        table.index(['expires_at']);
      });
      await knex.schema.createTable(PASSWORD_RESETS, (table) => {
        table.increments('id');
        table.integer('user_id').notNullable().references('id').inTable(USERS).onDelete('CASCADE');
        table.string('token_hash', 64).notNullable().unique();
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('used_at', { useTz: true });
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['user_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(PASSWORD_RESETS);
      await knex.schema.dropTable(SESSIONS);
    },
  },
  {
    // The back-office list of accounts (default sort: username, either way; id breaks ties) pages
    // through an index instead of sorting every account (100,000 and more) for each page, and
    // finds the holders of a role (`roles @> array[role]`) through a GIN index.
    name: '20261127010000_user_list_indexes',
    async up(knex) {
      await knex.raw(`create index ${USERS}_list_roles on ${USERS} using gin (roles)`);
      await knex.raw(`create index ${USERS}_list_username on ${USERS} (username, id)`);
      await knex.raw(
        `create index ${USERS}_list_username_desc on ${USERS} (username desc nulls last, id desc)`,
      );
    },
    async down(knex) {
      await knex.raw(`drop index ${USERS}_list_username_desc`);
      await knex.raw(`drop index ${USERS}_list_username`);
      await knex.raw(`drop index ${USERS}_list_roles`);
    },
  },
];
