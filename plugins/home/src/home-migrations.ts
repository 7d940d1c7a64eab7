import type { PluginMigration } from '@eventalp/platform-sdk';

export const OFFER_TYPES = 'home_offer_types';
export const HEADERS = 'home_headers';
export const BOX_ITEMS = 'home_box_items';
export const POPULAR_SEARCHES = 'home_popular_searches';
export const PACKAGE_DEALS = 'home_package_deals';
/** The award's campaign windows before the award plugin took them over (dropped since). */
const CAMPAIGN_WINDOWS = 'home_campaign_windows';

/** The tables the back office writes (creator and changer on every row). */
const AUTHORED_TABLES = [OFFER_TYPES, HEADERS, BOX_ITEMS, POPULAR_SEARCHES, PACKAGE_DEALS];

/** Media owners of the home's own pictures (the media plugin's items). */
export const HEADER_OWNER = 'home_header';
export const BOX_ITEM_OWNER = 'home_box_item';
export const PACKAGE_DEAL_OWNER = 'home_package_deal';

export const homeMigrations: PluginMigration[] = [
  {
    name: '20261121140000_home_content',
    async up(knex) {
      await knex.schema.createTable(OFFER_TYPES, (table) => {
        table.string('value', 64).primary();
        table.string('label', 255).notNullable();
        table.string('label_home', 255).notNullable();
        table.string('description', 255).notNullable();
        table.string('route', 500).notNullable();
        table.boolean('display').notNullable().defaultTo(true);
        table.integer('order').notNullable().defaultTo(0);
      });
      await knex.schema.createTable(HEADERS, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable();
        table
          .string('category', 64)
          .notNullable()
          .references('value')
          .inTable(OFFER_TYPES)
          .onDelete('CASCADE');
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
        table.index(['category', 'order']);
      });
      await knex.schema.createTable(BOX_ITEMS, (table) => {
        table.increments('id');
        // event_partners, inspiring_locations, regions
        table.string('box', 32).notNullable();
        table.smallint('country').notNullable().defaultTo(1);
        // A catalogue entry (partners, locations) or its own texts and image (regions).
        table.string('entry_type', 16).nullable();
        table.integer('entry_id').nullable();
        table.string('name', 255).nullable();
        table.string('short', 500).nullable();
        table.string('text_underline', 255).nullable();
        table.string('link_path', 500).nullable();
        table.string('external_link', 500).nullable();
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
        table.index(['box', 'country', 'order']);
      });
      await knex.schema.createTable(POPULAR_SEARCHES, (table) => {
        table.increments('id');
        table.smallint('country').notNullable().defaultTo(1);
        table.string('label', 255).notNullable();
        table.string('path', 500).notNullable();
        table.integer('order').notNullable().defaultTo(0);
        table.unique(['country', 'label']);
      });
      await knex.schema.createTable(PACKAGE_DEALS, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable().unique();
        table.string('text_underline', 255).nullable();
        // private, company, public (taxonomy type 3 subtypes 1-3)
        table.string('audience', 16).notNullable();
        table.string('path', 500).notNullable();
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
      });
      // Windows the back office sets for an award year (next year's while this year's run);
      // years without a row follow the spec's cycle (`awardYearWindows`).
      await knex.schema.createTable(CAMPAIGN_WINDOWS, (table) => {
        table.integer('year').notNullable();
        table.string('kind', 32).notNullable();
        table.timestamp('starts_at', { useTz: true }).notNullable();
        table.timestamp('ends_at', { useTz: true }).notNullable();
        table.timestamps(true, true);
        table.primary(['year', 'kind']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(CAMPAIGN_WINDOWS);
      await knex.schema.dropTable(PACKAGE_DEALS);
      await knex.schema.dropTable(POPULAR_SEARCHES);
      await knex.schema.dropTable(BOX_ITEMS);
      await knex.schema.dropTable(HEADERS);
      await knex.schema.dropTable(OFFER_TYPES);
    },
  },
  {
    // The award plugin owns the campaign windows now (`award_campaign_windows`); its migration,
    // which runs first, copied the rows over.
    name: '20261127120200_home_campaign_windows_moved',
    async up(knex) {
      await knex.schema.dropTable(CAMPAIGN_WINDOWS);
    },
    async down(knex) {
      await knex.schema.createTable(CAMPAIGN_WINDOWS, (table) => {
        table.integer('year').notNullable();
        table.string('kind', 32).notNullable();
        table.timestamp('starts_at', { useTz: true }).notNullable();
        table.timestamp('ends_at', { useTz: true }).notNullable();
        table.timestamps(true, true);
        table.primary(['year', 'kind']);
      });
    },
  },
  {
    // The back office edits the home content: every row tracks its creator and changer (and
    // when); offer types get a numeric id beside their value (headers reference the value).
    name: '20261128180000_home_backoffice_authors',
    async up(knex) {
      await knex.schema.alterTable(OFFER_TYPES, (table) => {
        table.increments('id', { primaryKey: false });
        table.unique(['id']);
        table.timestamps(true, true);
      });
      await knex.schema.alterTable(POPULAR_SEARCHES, (table) => {
        table.timestamps(true, true);
      });
      for (const name of AUTHORED_TABLES)
        await knex.schema.alterTable(name, (table) => {
          table.integer('created_by');
          table.integer('updated_by');
        });
    },
    async down(knex) {
      for (const name of AUTHORED_TABLES)
        await knex.schema.alterTable(name, (table) => {
          table.dropColumn('updated_by');
          table.dropColumn('created_by');
        });
      await knex.schema.alterTable(POPULAR_SEARCHES, (table) => {
        table.dropTimestamps();
      });
      await knex.schema.alterTable(OFFER_TYPES, (table) => {
        table.dropTimestamps();
        table.dropColumn('id');
      });
    },
  },
];
