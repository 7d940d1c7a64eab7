import type { PluginMigration } from '@eventalp/platform-sdk';
import { newRatingCode } from './sla-code';

export const CAMPAIGN_WINDOWS = 'award_campaign_windows';
export const NOMINEES = 'award_nominees';
export const NOMINATIONS = 'award_nominations';
export const DONATIONS = 'award_donations';
export const RATINGS = 'award_ratings';

/** Where the home plugin kept the windows before the award plugin owned them. */
const HOME_CAMPAIGN_WINDOWS = 'home_campaign_windows';

export const awardMigrations: PluginMigration[] = [
  {
    name: '20261127120000_award_campaign_windows',
    async up(knex) {
      // One row per award year and kind; the reference seed writes the spec's cycle for every
      // configured year, the back office moves them.
      await knex.schema.createTable(CAMPAIGN_WINDOWS, (table) => {
        table.integer('year').notNullable();
        table.string('kind', 32).notNullable();
        table.timestamp('starts_at', { useTz: true }).notNullable();
        table.timestamp('ends_at', { useTz: true }).notNullable();
        table.timestamps(true, true);
        table.primary(['year', 'kind']);
      });
      // An install from before: the windows the back office set in the home plugin come along
      // (the home plugin drops its table in a later migration of its own).
      if (await knex.schema.hasTable(HOME_CAMPAIGN_WINDOWS))
        await knex.raw(
          `insert into ?? (year, kind, starts_at, ends_at, created_at, updated_at)
           select year, kind, starts_at, ends_at, created_at, updated_at from ??`,
          [CAMPAIGN_WINDOWS, HOME_CAMPAIGN_WINDOWS],
        );
    },
    async down(knex) {
      await knex.schema.dropTable(CAMPAIGN_WINDOWS);
    },
  },
  {
    name: '20261127120100_award_nominations',
    async up(knex) {
      // A venue nominated in an award year: a catalogue location, or a venue not yet listed
      // (name, postcode, city). Its SLA code opens the venue's confirmation (`/sla/{slaCode}`).
      await knex.schema.createTable(NOMINEES, (table) => {
        table.increments('id');
        table.integer('year').notNullable();
        table.integer('location_id').nullable().comment('the catalogue location, when listed');
        table
          .string('venue_key', 300)
          .notNullable()
          .comment('location:{id}, or new:{postcode}:{name lower-cased}; one nominee per year');
        table.string('name', 255).notNullable();
        table.string('postcode', 5).nullable();
        table.string('city', 255).nullable();
        table.string('sla_code', 32).notNullable().unique();
        table.string('status', 32).notNullable().defaultTo('submitted');
        table.timestamps(true, true);
        table.unique(['year', 'venue_key']);
        table.index(['year', 'location_id']);
      });
      await knex.schema.createTable(NOMINATIONS, (table) => {
        table.increments('id');
        table
          .integer('nominee_id')
          .notNullable()
          .references('id')
          .inTable(NOMINEES)
          .onDelete('CASCADE');
        table.string('first_name', 255).notNullable();
        table.string('last_name', 255).notNullable();
        table.string('email', 255).notNullable().comment('lower-cased');
        table.string('function', 16).notNullable();
        table.text('message').nullable();
        table.string('source', 255).nullable();
        table.string('language', 2).notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        // One nomination of a venue per e-mail address and year (spec section 5).
        table.unique(['nominee_id', 'email']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(NOMINATIONS);
      await knex.schema.dropTable(NOMINEES);
    },
  },
  {
    name: '20261127180000_award_donations',
    async up(knex) {
      // A donation to the award (spec section 3, "Donation"): the donor's address as on the QR
      // bill mailed to them, the amount in CHF, and the bill's reference.
      await knex.schema.createTable(DONATIONS, (table) => {
        table.increments('id');
        table.string('company', 255).nullable();
        table.string('contact', 255).notNullable();
        table.string('street', 255).notNullable();
        table.string('zip', 4).notNullable();
        table.string('city', 255).notNullable();
        table.string('email', 255).notNullable().comment('lower-cased');
        table.decimal('amount', 10, 2).notNullable().comment('CHF');
        table.text('message').nullable();
        table.string('language', 2).notNullable();
        table
          .string('reference', 27)
          .nullable()
          .comment('the QR reference when the account is a QR-IBAN');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['created_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(DONATIONS);
    },
  },
  {
    name: '20261127200000_award_campaign_window_ids',
    async up(knex) {
      // The back office edits the windows as rows of a resource: an id of their own (the year
      // and kind stay the key) and who changed them last.
      await knex.schema.alterTable(CAMPAIGN_WINDOWS, (table) => {
        table.increments('id', { primaryKey: false });
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
        table.unique(['id']);
      });
    },
    async down(knex) {
      await knex.schema.alterTable(CAMPAIGN_WINDOWS, (table) => {
        table.dropColumn('id');
        table.dropColumn('created_by');
        table.dropColumn('updated_by');
      });
    },
  },
  {
    name: '20261127210000_award_ratings',
    async up(knex) {
      // Each nominee's public rating page is `/site/{language}/{rating_code}`.
      await knex.schema.alterTable(NOMINEES, (table) => {
        table.string('rating_code', 16).nullable().unique();
      });
      const ids: number[] = await knex(NOMINEES).pluck('id');
      for (const id of ids)
        await knex(NOMINEES).where({ id }).update({ rating_code: newRatingCode() });
      await knex.schema.alterTable(NOMINEES, (table) => {
        table.string('rating_code', 16).notNullable().alter();
      });
      // A public rating of a nominee (spec section 3, "Rating"): the wizard's 4 steps, the voter,
      // the mail confirmation (user_approved) and the back office's decision (admin_approved).
      await knex.schema.createTable(RATINGS, (table) => {
        table.increments('id');
        table.integer('year').notNullable();
        table
          .integer('nominee_id')
          .notNullable()
          .references('id')
          .inTable(NOMINEES)
          .onDelete('CASCADE');
        table.string('venue_name', 255).notNullable().comment("the nominee's name when rated");
        table.specificType('highlights', 'text[]').notNullable();
        table.specificType('lowlights', 'text[]').notNullable().defaultTo('{}');
        table.smallint('grade').notNullable();
        table.string('event_type', 32).notNullable();
        table.smallint('event_month').notNullable();
        table.smallint('event_year').notNullable();
        table.string('comment', 350).nullable();
        table.string('first_name', 255).notNullable();
        table.string('email', 255).notNullable().comment('lower-cased, as entered');
        table
          .string('email_key', 255)
          .notNullable()
          .comment('the mailbox: dots and +tags dropped where the provider ignores them');
        table.string('voter_type', 16).notNullable();
        table.string('language', 2).notNullable();
        table.string('ip_hash', 64).notNullable().comment('HMAC-SHA256 of the address, hex');
        table.string('challenge_id', 64).notNullable().unique().comment('each proof-of-work once');
        table
          .string('token_hash', 64)
          .notNullable()
          .unique()
          .comment("SHA-256 of the mail link's token");
        table.smallint('user_approved').notNullable().defaultTo(0);
        table.smallint('admin_approved').notNullable().defaultTo(0);
        table.timestamp('confirmed_at', { useTz: true }).nullable();
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
        table.timestamps(true, true);
        // One rating per venue per mailbox (spec section 5): the index decides under load.
        table.unique(['nominee_id', 'email_key']);
        table.index(['year', 'nominee_id', 'user_approved']);
        table.index(['created_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(RATINGS);
      await knex.schema.alterTable(NOMINEES, (table) => {
        table.dropColumn('rating_code');
      });
    },
  },
];
