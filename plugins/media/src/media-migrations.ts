import type { PluginMigration } from '@eventalp/platform-sdk';

export const FILES = 'media_files';
export const ITEMS = 'media_items';

export const mediaMigrations: PluginMigration[] = [
  {
    name: '20261121055000_files_and_items',
    async up(knex) {
      await knex.schema.createTable(FILES, (table) => {
        table.increments('id');
        table.string('sha256', 64).notNullable().unique();
        table.string('name', 150).notNullable().comment('file base name used in storage paths');
        table.string('mime_type', 100).notNullable();
        table.string('extension', 10).notNullable();
        table.integer('size').notNullable();
        table.integer('width');
        table.integer('height');
        table.specificType('conversion_widths', 'integer[]').notNullable().defaultTo('{}');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.schema.createTable(ITEMS, (table) => {
        table.increments('id');
        table.string('owner_type', 50).notNullable();
        table.integer('owner_id').notNullable();
        table.string('collection', 50).notNullable();
        table.string('slot', 50);
        table.integer('file_id').notNullable().references('id').inTable(FILES).onDelete('RESTRICT');
        table.string('title', 255);
        table.integer('order').notNullable().defaultTo(0);
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['owner_type', 'owner_id', 'collection', 'order']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(ITEMS);
      await knex.schema.dropTable(FILES);
    },
  },
];
