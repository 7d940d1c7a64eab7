import type { PluginMigration } from '@eventalp/platform-sdk';

export const BOOKINGS = 'packages_bookings';
export const BOOKING_EVENTS = 'packages_booking_events';

/** Package bookings and the history of their transitions. */
export const bookingMigrations: PluginMigration[] = [
  {
    name: '20261128150000_bookings',
    async up(knex) {
      await knex.schema.createTable(BOOKINGS, (table) => {
        table.increments('id');
        table.string('reference', 12).notNullable().unique();
        // The catalogue's location and the package: ids only, plugins meet through services (the
        // package tables come with the package editing; its foreign key with them).
        table.integer('location_id').notNullable();
        table.bigInteger('package_id').notNullable();
        table.specificType('hall_ids', 'integer[]').notNullable().defaultTo('{}');
        table
          .integer('requester_user_id')
          .references('id')
          .inTable('accounts_users')
          .onDelete('SET NULL');
        table.string('first_name', 255).notNullable();
        table.string('last_name', 255).notNullable();
        table.string('company', 255).nullable();
        table.string('email', 255).notNullable();
        table.string('phone', 30).notNullable();
        table.text('message').nullable();
        table.string('date', 10).notNullable().comment('first day, ISO');
        table.smallint('days').notNullable();
        table.integer('persons').notNullable();
        table.jsonb('selection').notNullable().comment('halls, meals, overnight, extras');
        table.jsonb('price_snapshot').notNullable().comment('the calculator answer when booked');
        table.integer('total_rappen').notNullable();
        table.string('state', 20).notNullable().defaultTo('requested');
        table.text('offer_text').nullable();
        table.integer('offer_amount_rappen').nullable();
        table.timestamp('offer_sent_at', { useTz: true }).nullable();
        table.string('creditor_iban', 34).nullable().comment('the account the QR bill names');
        // { key, name, mime, size, uploadedAt }: the file in storage under an unguessable key.
        table.jsonb('agreement_file').nullable();
        table.jsonb('billing_file').nullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['location_id', 'state']);
        table.index(['requester_user_id']);
      });
      await knex.schema.createTable(BOOKING_EVENTS, (table) => {
        table.increments('id');
        table
          .integer('booking_id')
          .notNullable()
          .references('id')
          .inTable(BOOKINGS)
          .onDelete('CASCADE');
        table.string('from_state', 20).nullable();
        table.string('to_state', 20).notNullable();
        table
          .integer('actor_user_id')
          .references('id')
          .inTable('accounts_users')
          .onDelete('SET NULL');
        table.string('role', 12).notNullable();
        table.text('note').nullable();
        table
          .integer('mail_id')
          .nullable()
          .comment('the outbox row of the mail to the other party');
        table.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
        table.index(['booking_id', 'id']);
      });
    },
    async down(knex) {
      await knex.schema.dropTable(BOOKING_EVENTS);
      await knex.schema.dropTable(BOOKINGS);
    },
  },
];
