import type { PluginMigration } from '@eventalp/platform-sdk';

export const TAGS = 'magazine_tags';
export const ARTICLES = 'magazine_articles';
export const ARTICLE_TAGS = 'magazine_article_tags';
export const ARTICLE_ENTRIES = 'magazine_article_entries';
export const CATEGORIES = 'magazine_categories';
export const PAGES = 'magazine_pages';
export const HELP_TYPES = 'magazine_help_types';

export const magazineMigrations: PluginMigration[] = [
  {
    name: '20261121040000_tags',
    async up(knex) {
      await knex.schema.createTable(TAGS, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable();
        table.string('slug', 255).notNullable().unique();
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(TAGS);
    },
  },
  {
    name: '20261121120000_articles',
    async up(knex) {
      await knex.schema.createTable(ARTICLES, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable();
        table.string('subtitle', 500).nullable();
        table.string('slug', 255).nullable().unique();
        table.string('legacy_slug', 255).nullable();
        table.text('teaser').nullable();
        // Sanitised HTML (sanitize-html allowlist) on write; sanitised again on output.
        table.text('body').notNullable().defaultTo('');
        table.boolean('published').notNullable().defaultTo(false);
        table.timestamp('publish_at', { useTz: true }).notNullable();
        table.string('sponsor_text', 255).nullable();
        table.string('sponsor_url', 500).nullable();
        // { fields: { first_name: { active, required }, ... }, sender, subject, receiver, confirmation }
        table.jsonb('form_settings').nullable();
        table.timestamps(true, true);
        table.index(['published', 'publish_at']);
      });
      await knex.schema.createTable(ARTICLE_TAGS, (table) => {
        table
          .integer('article_id')
          .notNullable()
          .references('id')
          .inTable(ARTICLES)
          .onDelete('CASCADE');
        table.integer('tag_id').notNullable().references('id').inTable(TAGS).onDelete('CASCADE');
        table.primary(['article_id', 'tag_id']);
        table.index(['tag_id']);
      });
      await knex.schema.createTable(ARTICLE_ENTRIES, (table) => {
        table
          .integer('article_id')
          .notNullable()
          .references('id')
          .inTable(ARTICLES)
          .onDelete('CASCADE');
        table.string('entry_type', 20).notNullable();
        table.integer('entry_id').notNullable();
        table.integer('order').notNullable().defaultTo(0);
        table.primary(['article_id', 'entry_type', 'entry_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(ARTICLE_ENTRIES);
      await knex.schema.dropTable(ARTICLE_TAGS);
      await knex.schema.dropTable(ARTICLES);
    },
  },
  {
    name: '20261121140000_categories',
    async up(knex) {
      await knex.schema.createTable(CATEGORIES, (table) => {
        // Fixed ids: they are part of the URLs (51 jobs and 52 magazine are pages of their own).
        table.integer('id').primary();
        table.string('name', 255).notNullable();
        table.string('slug', 255).notNullable();
        table.text('intro').nullable();
        // 'editorial' (guides, about pages) or 'help' (help centre articles).
        table.string('kind', 20).notNullable().defaultTo('editorial');
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
      });
      await knex.schema.createTable(PAGES, (table) => {
        table.increments('id');
        table
          .integer('category_id')
          .notNullable()
          .references('id')
          .inTable(CATEGORIES)
          .onDelete('CASCADE');
        table.string('name', 255).notNullable();
        table.string('slug', 255).nullable();
        table.text('body').notNullable().defaultTo('');
        table.boolean('published').notNullable().defaultTo(false);
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
        table.index(['category_id', 'order']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(PAGES);
      await knex.schema.dropTable(CATEGORIES);
    },
  },
  {
    name: '20261121210000_help_types',
    async up(knex) {
      // Types of help articles (audience or topic), managed by the back office; fixed ids so
      // links such as the user area's '?typ=' stay stable.
      await knex.schema.createTable(HELP_TYPES, (table) => {
        table.integer('id').primary();
        table.string('name', 255).notNullable();
        table.string('slug', 100).notNullable().unique();
        table.text('description').nullable();
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
      });
      await knex.schema.alterTable(PAGES, (table) => {
        table
          .integer('help_type_id')
          .nullable()
          .references('id')
          .inTable(HELP_TYPES)
          .onDelete('SET NULL');
        table.index(['help_type_id']);
      });
    },
    async down(knex) {
      await knex.schema.alterTable(PAGES, (table) => {
        table.dropColumn('help_type_id');
      });
      await knex.schema.dropTable(HELP_TYPES);
    },
  },
  {
    name: '20261127210000_article_authors',
    async up(knex) {
      // The back office edits articles as rows of a resource: who created and last changed them.
      await knex.schema.alterTable(ARTICLES, (table) => {
        table.integer('created_by').nullable();
        table.integer('updated_by').nullable();
      });
    },
    async down(knex) {
      await knex.schema.alterTable(ARTICLES, (table) => {
        table.dropColumn('created_by');
        table.dropColumn('updated_by');
      });
    },
  },
  {
    name: '20261128000000_editorial_authors',
    async up(knex) {
      // Tags, editorial categories, pages and help types are back-office resources too.
      for (const name of [TAGS, CATEGORIES, PAGES, HELP_TYPES])
        await knex.schema.alterTable(name, (table) => {
          table.integer('created_by').nullable();
          table.integer('updated_by').nullable();
        });
    },
    async down(knex) {
      for (const name of [TAGS, CATEGORIES, PAGES, HELP_TYPES])
        await knex.schema.alterTable(name, (table) => {
          table.dropColumn('created_by');
          table.dropColumn('updated_by');
        });
    },
  },
];
