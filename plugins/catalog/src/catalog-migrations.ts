import type { Knex } from 'knex';
import type { PluginMigration } from '@eventalp/platform-sdk';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

export const LOCATIONS = 'catalog_locations';
export const PROVIDERS = 'catalog_providers';
export const ROOMS = 'catalog_rooms';
export const ENTRY_TERMS = 'catalog_entry_terms';
export const DISTANCES = 'catalog_distances';
export const CONTRACTS = 'catalog_contracts';
export const NOTES = 'catalog_notes';
export const VIDEOS = 'catalog_videos';
export const PRICES = 'catalog_prices';
export const REVIEWS = 'catalog_reviews';
export const FAQS = 'catalog_faqs';
export const PARTNER_LOCATIONS = 'catalog_provider_partner_locations';

/** Columns locations and providers share: names, SEO, release, labels, texts, address, contact. */
function entryColumns(knex: Knex, table: Knex.CreateTableBuilder): void {
  table.increments('id');
  table.string('slug', 255);
  table.string('legacy_slug', 255);
  table.string('full_name', 255).notNullable();
  table.string('short_name', 255);
  table.string('seo_title', 255);
  table.string('website', 500);
  table.smallint('display_type').notNullable().defaultTo(0);
  table.integer('category_id').notNullable().references('id').inTable(TAXONOMY_TERMS);
  table.smallint('type_id').notNullable().defaultTo(1).comment('ranking tier 1 basis .. 7 boost');
  table.boolean('approved').notNullable().defaultTo(false);
  table.timestamp('release_at', { useTz: true });
  table.timestamp('expires_at', { useTz: true });
  table.boolean('is_sample').notNullable().defaultTo(false);
  table.boolean('special_deal_active').notNullable().defaultTo(false);
  table.string('special_deal_title', 255);
  table.string('special_deal_subtitle', 255);
  table.text('special_deal_description');
  table.string('special_deal_discount', 100);
  table.boolean('show_reviews').notNullable().defaultTo(true);
  table.string('label_text', 100);
  table.string('label_color', 20);
  table.string('label_text_color', 20);
  table.text('ad_keywords');
  table.text('summary');
  table.text('description');
  table.text('video_description');
  table.text('meta_keywords');
  table.string('meta_description', 500);
  table.string('header_video_url', 500);
  table.string('video_id', 50).comment('main YouTube video id');
  table.jsonb('campaign_videos').notNullable().defaultTo('[]');
  table.string('vr_url', 500).comment('360/VR tour, https only');
  table.integer('vr_thumbnail_media_id');
  table.integer('header_media_id');
  table.integer('mobile_header_media_id');
  // Address
  table.string('street', 255);
  table.string('street_number', 20);
  table.string('zip', 10);
  table.string('place', 255);
  table.integer('place_id').references('id').inTable(TAXONOMY_TERMS);
  table.integer('region_id').references('id').inTable(TAXONOMY_TERMS);
  table.smallint('country_category').notNullable().defaultTo(1).comment('1 CH, 2 DE, 3 AT');
  table.text('directions');
  table.double('lat');
  table.double('lng');
  // Owner and contact
  table.integer('owner_user_id').references('id').inTable('accounts_users').onDelete('SET NULL');
  table.string('company', 255);
  table.string('contact_title', 50);
  table.string('contact_first_name', 255);
  table.string('contact_last_name', 255);
  table.string('contact_function', 255);
  table.string('phone', 50);
  table.string('fax', 50);
  table.string('mobile', 50);
  table.string('enquiry_email', 255);
  table.string('second_email', 255);
  table.string('correspondence_email', 255);
  table.string('contact_website', 500);
  table.integer('contact_image_media_id');
  table.integer('logo_media_id');
  table.integer('created_by').references('id').inTable('accounts_users').onDelete('SET NULL');
  table.integer('updated_by').references('id').inTable('accounts_users').onDelete('SET NULL');
  table.timestamps(true, true);
  table.index(['category_id']);
  table.index(['region_id']);
  table.index(['owner_user_id']);
  table.index(['approved', 'release_at', 'expires_at']);
  void knex;
}

/** Rows that belong to a location or a provider. */
function ownedBy(table: Knex.CreateTableBuilder): void {
  table.enu('entry_type', ['location', 'provider']).notNullable();
  table.integer('entry_id').notNullable();
  table.index(['entry_type', 'entry_id']);
}

export const catalogMigrations: PluginMigration[] = [
  {
    name: '20261121060000_locations_and_providers',
    async up(knex) {
      await knex.schema.createTable(LOCATIONS, (table) => {
        entryColumns(knex, table);
        table.string('award_name', 255);
        table.integer('rooms_count');
        table
          .smallint('rent_option')
          .notNullable()
          .defaultTo(1)
          .comment('0 only as a whole, 1 exclusive or partial, 2 not exclusive');
        table.integer('award_location_media_id');
      });
      await knex.schema.createTable(PROVIDERS, (table) => {
        entryColumns(knex, table);
        table.integer('min_people');
        table.integer('max_people');
      });
      await knex.raw(
        `alter table ${LOCATIONS} add constraint ${LOCATIONS}_type_id check (type_id between 1 and 7)`,
      );
      await knex.raw(
        `alter table ${PROVIDERS} add constraint ${PROVIDERS}_type_id check (type_id between 1 and 7)`,
      );
      await knex.raw(
        `alter table ${LOCATIONS} add constraint ${LOCATIONS}_rent_option check (rent_option between 0 and 2)`,
      );
      await knex.raw(
        `alter table ${LOCATIONS} add constraint ${LOCATIONS}_vr_https check (vr_url is null or vr_url like 'https://%')`,
      );
      await knex.raw(
        `alter table ${PROVIDERS} add constraint ${PROVIDERS}_vr_https check (vr_url is null or vr_url like 'https://%')`,
      );
      await knex.schema.createTable(ROOMS, (table) => {
        table.increments('id');
        table
          .integer('location_id')
          .notNullable()
          .references('id')
          .inTable(LOCATIONS)
          .onDelete('CASCADE');
        table.string('name', 255).notNullable();
        table.text('description');
        table.enu('floor', ['Diverses', 'Holz', 'Parkett', 'Stein', 'Teppich']);
        table.integer('image_media_id');
        table.integer('ground_plan_media_id');
        table.decimal('area', 8, 1);
        table.decimal('width', 6, 1);
        table.decimal('length', 6, 1);
        table.decimal('height', 5, 2);
        for (const style of ['banquet', 'aperitif', 'concert', 'seminar']) {
          table.integer(`${style}_min`);
          table.integer(`${style}_max`);
        }
        table.smallint('rent_option').notNullable().defaultTo(1);
        table.integer('order').notNullable().defaultTo(0);
        table.timestamps(true, true);
        table.index(['location_id', 'order']);
      });
      await knex.raw(
        `alter table ${ROOMS} add constraint ${ROOMS}_rent_option check (rent_option between 0 and 2)`,
      );
    },
    async down(knex) {
      await knex.schema.dropTable(ROOMS);
      await knex.schema.dropTable(PROVIDERS);
      await knex.schema.dropTable(LOCATIONS);
    },
  },
  {
    name: '20261121060100_entry_details',
    async up(knex) {
      await knex.schema.createTable(ENTRY_TERMS, (table) => {
        ownedBy(table);
        table
          .integer('term_id')
          .notNullable()
          .references('id')
          .inTable(TAXONOMY_TERMS)
          .onDelete('CASCADE');
        table.primary(['entry_type', 'entry_id', 'term_id']);
        table.index(['term_id']);
      });
      await knex.schema.createTable(DISTANCES, (table) => {
        table.increments('id');
        ownedBy(table);
        table.enu('kind', ['train_station', 'highway', 'airport']).notNullable();
        table.string('name', 255).notNullable();
        table.decimal('distance_km', 6, 1).notNullable();
      });
      await knex.schema.createTable(FAQS, (table) => {
        ownedBy(table);
        table.boolean('parking');
        table.boolean('free_parking');
        table.boolean('own_catering');
        table.boolean('barrier_free');
        table.boolean('daylight');
        table.integer('double_rooms');
        table.integer('single_rooms');
        table.primary(['entry_type', 'entry_id']);
      });
      await knex.schema.createTable(CONTRACTS, (table) => {
        ownedBy(table);
        table.string('deal_id', 100);
        table.string('subscription_type', 100);
        table.date('starts_on');
        table.date('ends_on');
        table.date('terminated_on');
        table.text('billing_address');
        table.decimal('customer_discount_percent', 5, 2);
        table.decimal('absolute_discount', 10, 2);
        table.string('discount_description', 500);
        table.boolean('post_invoice').notNullable().defaultTo(false);
        table.boolean('no_reminders').notNullable().defaultTo(false);
        table.primary(['entry_type', 'entry_id']);
      });
      await knex.schema.createTable(NOTES, (table) => {
        table.increments('id');
        ownedBy(table);
        table.text('content').notNullable();
        table.integer('created_by').references('id').inTable('accounts_users').onDelete('SET NULL');
        table.timestamps(true, true);
      });
      await knex.schema.createTable(VIDEOS, (table) => {
        table.increments('id');
        ownedBy(table);
        table.string('youtube_id', 50).notNullable();
        table.string('title', 255);
        table.integer('order').notNullable().defaultTo(0);
      });
      await knex.schema.createTable(PRICES, (table) => {
        table.increments('id');
        ownedBy(table);
        table.string('service', 255).notNullable();
        table.decimal('price', 10, 2);
        table.string('unit', 100);
        table.integer('pdf_media_id');
        table.integer('order').notNullable().defaultTo(0);
      });
      await knex.schema.createTable(REVIEWS, (table) => {
        table.increments('id');
        ownedBy(table);
        table.string('company', 255).notNullable();
        table.date('reviewed_on').notNullable();
        table.smallint('rating').notNullable();
        table.text('description').notNullable();
        table.integer('image_media_id');
        table.integer('order').notNullable().defaultTo(0);
      });
      await knex.raw(
        `alter table ${REVIEWS} add constraint ${REVIEWS}_rating check (rating between 1 and 5)`,
      );
      await knex.schema.createTable(PARTNER_LOCATIONS, (table) => {
        table
          .integer('provider_id')
          .notNullable()
          .references('id')
          .inTable(PROVIDERS)
          .onDelete('CASCADE');
        table
          .integer('location_id')
          .notNullable()
          .references('id')
          .inTable(LOCATIONS)
          .onDelete('CASCADE');
        table.primary(['provider_id', 'location_id']);
      });
    },
    async down(knex) {
      for (const table of [
        PARTNER_LOCATIONS,
        REVIEWS,
        PRICES,
        VIDEOS,
        NOTES,
        CONTRACTS,
        FAQS,
        DISTANCES,
        ENTRY_TERMS,
      ]) {
        await knex.schema.dropTable(table);
      }
    },
  },
];
