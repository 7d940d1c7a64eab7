import type { PluginMigration } from '@eventalp/platform-sdk';
import { NOMINATIONS, NOMINEES } from './award-migrations';

export const CONFIRMATIONS = 'award_confirmations';
/** The back office's list of nominees: each with its nominations counted and its confirmation. */
export const NOMINEE_OVERVIEW = 'award_nominee_overview';

export const confirmationMigrations: PluginMigration[] = [
  {
    name: '20261127200000_award_confirmations',
    async up(knex) {
      // The formal check's steps (spec section 4, nomination flow): when each state was reached.
      await knex.schema.alterTable(NOMINEES, (table) => {
        table.timestamp('checked_at', { useTz: true }).nullable();
        table.timestamp('invited_at', { useTz: true }).nullable();
        table.timestamp('confirmed_at', { useTz: true }).nullable();
        table.index(['year', 'status']);
      });
      // The venue's confirmation of its participation (spec section 3, "Nomination
      // confirmation"): one per nominee, written once.
      await knex.schema.createTable(CONFIRMATIONS, (table) => {
        table.increments('id');
        table
          .integer('nominee_id')
          .notNullable()
          .unique()
          .references('id')
          .inTable(NOMINEES)
          .onDelete('CASCADE');
        table.string('diploma_name', 20).notNullable();
        table.string('website', 255).nullable();
        table.string('first_name', 255).notNullable();
        table.string('last_name', 255).notNullable();
        table.string('function', 255).nullable();
        table.string('phone', 30).notNullable();
        table.string('email', 255).notNullable().comment('lower-cased');
        table.string('company', 255).notNullable();
        table.string('street', 255).notNullable();
        table.string('postcode', 5).notNullable();
        table.string('city', 255).notNullable();
        table
          .specificType('categories', 'integer[]')
          .notNullable()
          .comment('award categories, 1 to 3');
        table.integer('main_category').notNullable();
        table.boolean('news').notNullable().defaultTo(false);
        table.text('message').nullable();
        table.string('language', 2).notNullable();
        table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
      });
      await knex.raw(
        `create view ?? as
         select n.id, n.year, n.name, n.location_id, n.postcode, n.city, n.sla_code, n.status,
                n.checked_at, n.invited_at, n.confirmed_at, n.created_at, n.updated_at,
                (select count(*)::int from ?? m where m.nominee_id = n.id) as nominations,
                (select string_agg(m.email, ', ' order by m.id) from ?? m where m.nominee_id = n.id)
                  as submitter_emails,
                c.diploma_name, c.company, c.email as contact_email, c.phone as contact_phone,
                c.categories, c.main_category
           from ?? n left join ?? c on c.nominee_id = n.id`,
        [NOMINEE_OVERVIEW, NOMINATIONS, NOMINATIONS, NOMINEES, CONFIRMATIONS],
      );
    },
    async down(knex) {
      await knex.raw('drop view if exists ??', [NOMINEE_OVERVIEW]);
      await knex.schema.dropTable(CONFIRMATIONS);
      await knex.schema.alterTable(NOMINEES, (table) => {
        table.dropIndex(['year', 'status']);
        table.dropColumns('checked_at', 'invited_at', 'confirmed_at');
      });
    },
  },
];
