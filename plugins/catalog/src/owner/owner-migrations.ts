import type { PluginMigration } from '@eventalp/platform-sdk';
import { LOCATIONS, PROVIDERS } from '../catalog-migrations';

export const SECTION_VERSIONS = 'catalog_section_versions';
export const PENDING_CHANGES = 'catalog_pending_changes';
export const ENTRY_AUDIT = 'catalog_entry_audit';
export const CONTRACT_REQUESTS = 'catalog_contract_requests';

/** Owners' entries: hand-in, section versions, the approval queue, the audit log, upgrade orders. */
export const ownerMigrations: PluginMigration[] = [
  {
    name: '20261125020000_owner_entries',
    async up(knex) {
      for (const table of [LOCATIONS, PROVIDERS])
        await knex.schema.alterTable(table, (t) => {
          t.timestamp('release_requested_at', { useTz: true }).comment(
            'when the owner handed the entry in for its first approval',
          );
          t.string('created_via', 20).comment('guest, sla (through the award), seed, backoffice');
        });
      await knex.schema.alterTable(LOCATIONS, (t) => {
        t.integer('award_nomination_id').comment(
          'the award nomination this venue signed up through (set by the award plugin, which matches by name and postcode)',
        );
      });
      await knex.schema.createTable(SECTION_VERSIONS, (t) => {
        t.enu('entry_type', ['location', 'provider']).notNullable();
        t.integer('entry_id').notNullable();
        t.string('section', 30).notNullable().comment("an edit section, or 'rooms'");
        t.integer('version').notNullable().defaultTo(0);
        t.primary(['entry_type', 'entry_id', 'section']);
      });
      await knex.schema.createTable(PENDING_CHANGES, (t) => {
        t.increments('id');
        t.enu('entry_type', ['location', 'provider']).notNullable();
        t.integer('entry_id').notNullable();
        t.enu('kind', ['new_entry', 'change']).notNullable();
        t.string('section', 30).comment('the section of a change; null for a new entry');
        t.jsonb('changes')
          .notNullable()
          .defaultTo('{}')
          .comment('field values waiting for approval');
        t.enu('status', ['pending', 'approved', 'rejected', 'superseded'])
          .notNullable()
          .defaultTo('pending');
        t.integer('requested_by').references('id').inTable('accounts_users').onDelete('SET NULL');
        t.integer('decided_by').references('id').inTable('accounts_users').onDelete('SET NULL');
        t.timestamp('decided_at', { useTz: true });
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.index(['status', 'created_at']);
        t.index(['entry_type', 'entry_id', 'status']);
      });
      await knex.schema.createTable(ENTRY_AUDIT, (t) => {
        t.bigIncrements('id');
        t.enu('entry_type', ['location', 'provider']).notNullable();
        t.integer('entry_id').notNullable();
        t.integer('user_id').references('id').inTable('accounts_users').onDelete('SET NULL');
        t.string('action', 40)
          .notNullable()
          .comment('created, section saved, room added, approved, ...');
        t.string('section', 30);
        t.jsonb('before');
        t.jsonb('after');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.index(['entry_type', 'entry_id', 'created_at']);
      });
      await knex.schema.createTable(CONTRACT_REQUESTS, (t) => {
        t.increments('id');
        t.enu('entry_type', ['location', 'provider']).notNullable();
        t.integer('entry_id').notNullable();
        t.integer('user_id').references('id').inTable('accounts_users').onDelete('SET NULL');
        t.smallint('type_id').notNullable().comment('the ranking tier ordered');
        t.string('subscription_type', 100).notNullable();
        t.date('starts_on').notNullable();
        t.date('ends_on').notNullable();
        t.text('billing_address').notNullable();
        t.decimal('net_chf', 10, 2).notNullable();
        t.decimal('vat_chf', 10, 2).notNullable();
        t.decimal('total_chf', 10, 2).notNullable();
        t.string('invoice_number', 30).notNullable().unique();
        t.string('qr_reference', 27).notNullable();
        t.enu('status', ['requested', 'accepted', 'rejected']).notNullable().defaultTo('requested');
        t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        t.index(['entry_type', 'entry_id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(CONTRACT_REQUESTS);
      await knex.schema.dropTable(ENTRY_AUDIT);
      await knex.schema.dropTable(PENDING_CHANGES);
      await knex.schema.dropTable(SECTION_VERSIONS);
      await knex.schema.alterTable(LOCATIONS, (t) => t.dropColumn('award_nomination_id'));
      for (const table of [LOCATIONS, PROVIDERS])
        await knex.schema.alterTable(table, (t) => {
          t.dropColumn('created_via');
          t.dropColumn('release_requested_at');
        });
    },
  },
];
