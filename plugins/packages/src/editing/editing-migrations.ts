import { CALENDAR_ENTRIES } from '../calendar/calendar-migrations';
import type { PluginMigration } from '@eventalp/platform-sdk';

export const PROFILES = 'packages_profile_sections';
export const HALLS = 'packages_halls';
export const BUNDLES = 'packages_bundles';

/** A venue's package profile (one row per section), its halls and its packages. */
export const editingMigrations: PluginMigration[] = [
  {
    name: '20261128150000_package_editing',
    async up(knex) {
      await knex.schema.createTable(PROFILES, (table) => {
        table.increments('id');
        table.integer('location_id').notNullable();
        table.string('section', 40).notNullable();
        // 0: the venue; a catalogue room id for `accommodation`.
        table.integer('room_id').notNullable().defaultTo(0);
        // The section's values, checked by the section's schema (profile-sections.ts).
        table.jsonb('data').notNullable();
        table.integer('updated_by').references('id').inTable('accounts_users').onDelete('SET NULL');
        table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.unique(['location_id', 'section', 'room_id']);
      });
      await knex.schema.createTable(HALLS, (table) => {
        table.increments('id');
        table.integer('location_id').notNullable().index();
        table.string('name', 120).notNullable();
        // An optional catalogue room the hall is (checked against the venue's rooms).
        table.integer('room_id').nullable();
        table.integer('area_m2').nullable();
        // { theatre, classroom, banquet, standing, ushape }: persons or null.
        table.jsonb('capacities').notNullable().defaultTo('{}');
        table.text('description').nullable();
        // [{ slotId 1-11, priceRappen }]
        table.jsonb('rental_slots').notNullable().defaultTo('[]');
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.schema.createTable(BUNDLES, (table) => {
        table.increments('id');
        table.integer('location_id').notNullable();
        table
          .enu('event_type', ['meeting', 'celebration_business', 'celebration_private', 'wedding'])
          .notNullable();
        table.integer('option_id').nullable().references('id').inTable('packages_options');
        table.string('name', 120).notNullable();
        table.text('description').nullable();
        table.smallint('days').notNullable();
        // One list of times of day per day.
        table.jsonb('times_of_day').notNullable();
        table.jsonb('meals').notNullable();
        table.specificType('hall_ids', 'integer[]').notNullable().defaultTo('{}');
        table.boolean('overnight').notNullable().defaultTo(false);
        table.jsonb('highlighted_specials').notNullable().defaultTo('[]');
        table.integer('single_price_rappen').notNullable();
        table.integer('price_per_person_rappen').notNullable();
        table.jsonb('included_items').notNullable().defaultTo('[]');
        table.specificType('confirmations', 'integer[]').notNullable().defaultTo('{}');
        table.enu('state', ['draft', 'published']).notNullable().defaultTo('draft');
        table.timestamp('published_at', { useTz: true }).nullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['location_id', 'state']);
        table.index(['state', 'event_type']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(BUNDLES);
      await knex.schema.dropTable(HALLS);
      await knex.schema.dropTable(PROFILES);
    },
  },
  {
    // A room the venue deletes from its entry leaves its halls without a room (the hall stays,
    // its packages with it) and takes its own calendar entries along.
    name: '20261128200000_room_links',
    async up(knex) {
      await knex(HALLS)
        .whereNotNull('room_id')
        .whereNotExists(knex('catalog_rooms').whereRaw('catalog_rooms.id = packages_halls.room_id'))
        .update({ room_id: null });
      await knex(CALENDAR_ENTRIES)
        .whereNotNull('room_id')
        .whereNotExists(
          knex('catalog_rooms').whereRaw(`catalog_rooms.id = ${CALENDAR_ENTRIES}.room_id`),
        )
        .delete();
      await knex.schema.alterTable(HALLS, (table) => {
        table.foreign('room_id').references('id').inTable('catalog_rooms').onDelete('SET NULL');
      });
      await knex.schema.alterTable(CALENDAR_ENTRIES, (table) => {
        table.foreign('room_id').references('id').inTable('catalog_rooms').onDelete('CASCADE');
      });
    },
    async down(knex) {
      await knex.schema.alterTable(CALENDAR_ENTRIES, (table) => table.dropForeign(['room_id']));
      await knex.schema.alterTable(HALLS, (table) => table.dropForeign(['room_id']));
    },
  },
  {
    // Calendars per hall: an entry blocks the venue, one of its rooms or one of its halls.
    name: '20261128201000_hall_calendars',
    async up(knex) {
      await knex.schema.alterTable(CALENDAR_ENTRIES, (table) => {
        table.integer('hall_id').nullable().references('id').inTable(HALLS).onDelete('CASCADE');
        table.index(['hall_id']);
      });
      await knex.raw(
        `alter table ${CALENDAR_ENTRIES} add constraint ${CALENDAR_ENTRIES}_one_scope check (room_id is null or hall_id is null)`,
      );
    },
    async down(knex) {
      await knex.schema.alterTable(CALENDAR_ENTRIES, (table) => table.dropColumn('hall_id'));
    },
  },
];
