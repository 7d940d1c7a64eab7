import type { PluginMigration } from '@eventalp/platform-sdk';

export const JOBS = 'jobs_postings';

export const jobsMigrations: PluginMigration[] = [
  {
    name: '20261121130000_postings',
    async up(knex) {
      await knex.schema.createTable(JOBS, (table) => {
        table.increments('id');
        table.string('name', 255).notNullable();
        table.string('slug', 255).nullable().unique();
        table.string('legacy_slug', 255).nullable();
        table.string('short', 500).nullable();
        table.text('basic_short').nullable();
        table.string('employer', 255).notNullable();
        table.string('employment_level', 100).nullable();
        table.string('workplace', 255).nullable();
        // Sanitised HTML on write, sanitised again on output.
        table.text('description').notNullable().defaultTo('');
        table.string('apply_url', 500).nullable();
        table.string('apply_email', 255).nullable();
        table.boolean('published').notNullable().defaultTo(false);
        table.timestamp('publish_at', { useTz: true }).notNullable();
        table.timestamp('expires_at', { useTz: true }).nullable();
        table.timestamps(true, true);
        table.index(['published', 'publish_at']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(JOBS);
    },
  },
  {
    // The back office archives jobs instead of deleting them and tracks creator and changer.
    name: '20261127000000_backoffice_columns',
    async up(knex) {
      await knex.schema.alterTable(JOBS, (table) => {
        table.timestamp('archived_at', { useTz: true });
        table.integer('created_by');
        table.integer('updated_by');
      });
    },
    async down(knex) {
      await knex.schema.alterTable(JOBS, (table) => {
        table.dropColumn('updated_by');
        table.dropColumn('created_by');
        table.dropColumn('archived_at');
      });
    },
  },
];
