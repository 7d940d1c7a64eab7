import type { PluginMigration } from '@eventalp/platform-sdk';

export const REDIRECTS = 'site_redirects';
export const SERVICE_LABELS = 'site_service_labels';
export const CLIENT_ERRORS = 'site_client_errors';
export const ADVERTISING_TILES = 'site_advertising_tiles';

export const siteMigrations: PluginMigration[] = [
  {
    name: '20261121030000_redirects_labels_client_errors',
    async up(knex) {
      await knex.schema.createTable(REDIRECTS, (table) => {
        table.increments('id');
        table.string('from', 2000).notNullable().unique();
        table.string('to', 2000).notNullable();
        table.smallint('status').notNullable().defaultTo(301);
        table.boolean('active').notNullable().defaultTo(true);
        table.timestamps(true, true);
      });
      await knex.schema.createTable(SERVICE_LABELS, (table) => {
        table.increments('id');
        table.string('label', 255).notNullable().unique();
        table.text('value');
        table.text('fallback');
        table.timestamps(true, true);
      });
      await knex.schema.createTable(CLIENT_ERRORS, (table) => {
        table.bigIncrements('id');
        table.text('message').notNullable();
        table.integer('line');
        table.integer('column');
        table.string('url', 2000);
        table.text('stack');
        table.string('user_agent', 500);
        table.string('ip', 64);
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['created_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(CLIENT_ERRORS);
      await knex.schema.dropTable(SERVICE_LABELS);
      await knex.schema.dropTable(REDIRECTS);
    },
  },
  {
    // The back office tracks who created and last changed each redirect.
    name: '20261127000000_redirect_authors',
    async up(knex) {
      await knex.schema.alterTable(REDIRECTS, (table) => {
        table.integer('created_by');
        table.integer('updated_by');
      });
    },
    async down(knex) {
      await knex.schema.alterTable(REDIRECTS, (table) => {
        table.dropColumn('updated_by');
        table.dropColumn('created_by');
      });
    },
  },
  {
    // Advertising tiles (spec section 3) and the back office's authors of service labels.
    name: '20261128000000_advertising_tiles_label_authors',
    async up(knex) {
      await knex.schema.createTable(ADVERTISING_TILES, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable();
        table.string('main_area', 20).notNullable().defaultTo('both');
        // Taxonomy terms (no foreign keys: the taxonomy's ids are checked on each write).
        table.integer('region_id');
        table.integer('building_type_id');
        table.integer('event_kind_id');
        table.integer('capacity_min');
        table.integer('capacity_max');
        table.specificType('service_type_ids', 'integer[]').notNullable().defaultTo('{}');
        table.string('link', 2000).notNullable();
        table.string('background_colour', 7).notNullable();
        table.string('text_colour', 7).notNullable();
        table.boolean('active').notNullable().defaultTo(true);
        table.timestamp('archived_at', { useTz: true });
        table.integer('created_by');
        table.integer('updated_by');
        table.timestamps(true, true);
        table.index(['main_area', 'active']);
      });
      await knex.schema.alterTable(SERVICE_LABELS, (table) => {
        table.integer('created_by');
        table.integer('updated_by');
      });
    },
    async down(knex) {
      await knex.schema.alterTable(SERVICE_LABELS, (table) => {
        table.dropColumn('updated_by');
        table.dropColumn('created_by');
      });
      await knex.schema.dropTable(ADVERTISING_TILES);
    },
  },
];
