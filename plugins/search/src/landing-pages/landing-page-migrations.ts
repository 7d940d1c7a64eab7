import type { PluginMigration } from '@eventalp/platform-sdk';

export const LANDING_PAGES = 'search_landing_pages';
export const SEO_CATEGORIES = 'search_seo_categories';

export const searchMigrations: PluginMigration[] = [
  {
    name: '20261122100000_landing_pages',
    async up(knex) {
      await knex.schema.createTable(LANDING_PAGES, (table) => {
        table.increments('id');
        table
          .string('path', 255)
          .notNullable()
          .unique()
          .comment('e.g. /locations/hochzeit/kanton-zuerich');
        table.smallint('country_category').notNullable().comment('1 CH, 2 DE, 3 AT');
        table.string('title', 255).notNullable().comment('H1 and page title');
        table.string('description', 500).notNullable().comment('meta description');
        table.jsonb('filters').notNullable().comment('parameters of the location search it shows');
        table.timestamps(true, true);
        table.index(['country_category']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(LANDING_PAGES);
    },
  },
  {
    // The back office tracks who created and last changed each landing page.
    name: '20261128010000_landing_page_authors',
    async up(knex) {
      await knex.schema.alterTable(LANDING_PAGES, (table) => {
        table.integer('created_by');
        table.integer('updated_by');
      });
    },
    async down(knex) {
      await knex.schema.alterTable(LANDING_PAGES, (table) => {
        table.dropColumn('updated_by');
        table.dropColumn('created_by');
      });
    },
  },
  {
    // SEO categories: the occasions landing pages are made of (slug, location category, heading).
    name: '20261128020000_seo_categories',
    async up(knex) {
      await knex.schema.createTable(SEO_CATEGORIES, (table) => {
        table.increments('id');
        table.string('slug', 60).notNullable().unique().comment('first segment after /locations/');
        table.integer('category_id').notNullable().unique().comment('location category (type 9)');
        table.string('heading', 120).notNullable().comment('plural heading of its pages');
        table.integer('created_by');
        table.integer('updated_by');
        table.timestamps(true, true);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(SEO_CATEGORIES);
    },
  },
];
