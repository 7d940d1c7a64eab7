import type { PluginMigration } from '@eventalp/platform-sdk';

export const TERMS = 'taxonomy_terms';

export const taxonomyMigrations: PluginMigration[] = [
  {
    name: '20261121020000_terms',
    async up(knex) {
      await knex.schema.createTable(TERMS, (table) => {
        table.integer('id').primary();
        table.smallint('type').notNullable();
        table.integer('subtype');
        table.string('name', 255).notNullable();
        table.string('name_fr', 255);
        table.string('name_it', 255);
        table.string('name_en', 255);
        table.string('name_alt', 255);
        table.string('name_meta', 255);
        table.string('image_alt', 255);
        table.string('image', 500);
        table.string('slug', 255);
        table.smallint('weak_search').notNullable().defaultTo(0);
        table.integer('order');
        table.smallint('published').notNullable().defaultTo(1);
        table.double('lat');
        table.double('lng');
        table.string('zip', 10);
        table.integer('region_id').references('id').inTable(TERMS).onDelete('SET NULL');
        table.index(['type', 'order']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(TERMS);
    },
  },
];
