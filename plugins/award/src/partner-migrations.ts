import type { PluginMigration } from '@eventalp/platform-sdk';

export const PARTNER_REQUESTS = 'award_partner_requests';
/** Signed-in partners (media and tourism regions), apart from the public users' sessions. */
export const PARTNER_SESSIONS = 'award_partner_sessions';

export const partnerMigrations: PluginMigration[] = [
  {
    name: '20261128000000_award_partner_requests',
    async up(knex) {
      // A partner's registration for the award's results area (spec sections 3 "Media access
      // request" and 6): a tourism region or a medium, its contact, the login it asks for (the
      // password only as a bcrypt hash), the mailed link's token as a hash, and its state.
      await knex.schema.createTable(PARTNER_REQUESTS, (table) => {
        table.increments('id');
        table.string('kind', 16).notNullable();
        table.integer('region_id').nullable().comment('tourism: the Swiss region (taxonomy 26)');
        table.string('organisation', 255).notNullable();
        table.string('first_name', 255).notNullable();
        table.string('last_name', 255).notNullable();
        table.string('function', 255).nullable();
        table.string('email', 255).notNullable().unique().comment('lower-cased');
        table.string('phone', 30).nullable();
        table.string('login_name', 255).notNullable().unique().comment('lower-cased');
        table.string('password_hash', 100).notNullable();
        table.text('message').nullable();
        table.string('language', 2).notNullable();
        table.string('status', 16).notNullable().defaultTo('unconfirmed');
        table
          .string('token_hash', 64)
          .notNullable()
          .unique()
          .comment("SHA-256 of the link's token");
        table.timestamp('confirmed_at', { useTz: true }).nullable();
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
        table.timestamps(true, true);
        table.index(['kind', 'status']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(PARTNER_REQUESTS);
    },
  },
  {
    name: '20261128100000_award_partner_decisions',
    async up(knex) {
      // The organisers' decision on a confirmed registration: when, and the message to the partner.
      await knex.schema.alterTable(PARTNER_REQUESTS, (table) => {
        table.timestamp('decided_at', { useTz: true }).nullable();
        table.text('decision_message').nullable();
      });
    },
    async down(knex) {
      await knex.schema.alterTable(PARTNER_REQUESTS, (table) => {
        table.dropColumns('decided_at', 'decision_message');
      });
    },
  },
  {
    name: '20261128110000_award_partner_sessions',
    async up(knex) {
      // A partner's session: the cookie's token only as a hash, until it expires.
      await knex.schema.createTable(PARTNER_SESSIONS, (table) => {
        table.string('token_hash', 64).primary();
        table
          .integer('partner_id')
          .notNullable()
          .references('id')
          .inTable(PARTNER_REQUESTS)
          .onDelete('CASCADE');
        table.timestamp('expires_at', { useTz: true }).notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['partner_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(PARTNER_SESSIONS);
    },
  },
];

/** A partner's results pages (a region of cantons, places and postcodes; issue 17 item 9). */
export const PARTNER_PAGES = 'award_partner_pages';

partnerMigrations.push({
  name: '20261128120000_award_partner_pages',
  async up(knex) {
    // The region's name is the partner's at creation, then the organisers' (back office); the
    // slug is the public address (`/{lang}/sla{year}-nominiert-{slug}`, the web component).
    await knex.schema.createTable(PARTNER_PAGES, (table) => {
      table.increments('id');
      table
        .integer('partner_id')
        .notNullable()
        .references('id')
        .inTable(PARTNER_REQUESTS)
        .onDelete('CASCADE');
      table.string('name', 120).notNullable();
      table.string('slug', 60).notNullable().unique();
      table.text('intro').nullable();
      table.jsonb('cantons').notNullable().defaultTo('[]').comment('taxonomy 26 ids');
      table.jsonb('places').notNullable().defaultTo('[]').comment('place names');
      table.jsonb('postcodes').notNullable().defaultTo('[]').comment('4-digit postcodes');
      table.integer('created_by').nullable();
      table.integer('updated_by').nullable();
      table.timestamps(true, true);
      table.index(['partner_id']);
    });
  },
  async down(knex) {
    await knex.schema.dropTable(PARTNER_PAGES);
  },
});
