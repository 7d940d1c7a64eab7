import type { Knex } from 'knex';
import { definePlugin, type Logger } from '@eventalp/platform-sdk';
import {
  DELIVER_EVENT_JOB,
  eventDeliveriesMigration,
  type EventOutbox,
} from '../events/event-outbox';
import { auditLogMigration } from '../backoffice/audit-log';
import { platformDashboardMetrics, type CountedQueue } from '../backoffice/dashboard';
import {
  auditLogResource,
  platformPermissions,
  roleGrantResource,
} from '../backoffice/platform-resources';
import {
  defaultGrantsSeed,
  roleGrantsMigration,
  type RoleGrantsStore,
} from '../backoffice/role-grants';
import { deliverOutboxMail, DELIVER_JOB, OUTBOX_TABLE, sweepOutbox } from '../mail/outbox';
import type { MailTransport } from '../mail/mail-transport';
import { outboxResource, outboxRetryRoute } from '../mail/outbox-resource';
import {
  SEARCH_CHANGES_TABLE,
  SEARCH_TABLE,
  SEARCH_VERSIONS_TABLE,
} from '../search/postgres-search-rows';

/** Which seeds have run on this database, so start-up seeds only what is new. */
export const SEED_RUNS_TABLE = 'platform_seed_runs';

/**
 * The host's own tables, jobs and back-office resources (mail outbox, event deliveries, search
 * documents, audit log, role grants), loaded before every plugin.
 */
export function corePlugin(
  transport: MailTransport,
  logger: Logger,
  events: EventOutbox,
  grants: RoleGrantsStore,
  queue: CountedQueue,
) {
  return definePlugin({
    id: 'platform',
    permissions: platformPermissions,
    backofficeResources: [roleGrantResource(grants), auditLogResource, outboxResource],
    routes: (services) => [outboxRetryRoute(services)],
    dashboardMetrics: (services) => platformDashboardMetrics(services, queue),
    seeds: (services) => [defaultGrantsSeed(grants, services.db)],
    migrations: [
      {
        name: '20261121000000_extensions',
        async up(knex: Knex) {
          await knex.raw('create extension if not exists unaccent');
          await knex.raw('create extension if not exists pg_trgm');
        },
        // Extensions may be shared with other schemas; leaving them installed is harmless.
        async down() {},
      },
      {
        name: '20261121000100_mail_outbox',
        async up(knex: Knex) {
          await knex.schema.createTable(OUTBOX_TABLE, (table) => {
            table.bigIncrements('id');
            table.string('from', 320).notNullable();
            table.string('to', 320).notNullable();
            table.string('reply_to', 320);
            table.string('subject', 500).notNullable();
            table.text('text').notNullable();
            table.text('html');
            table
              .enu('status', ['pending', 'sending', 'sent', 'failed', 'dead'])
              .notNullable()
              .defaultTo('pending');
            table.integer('attempts').notNullable().defaultTo(0);
            table.text('last_error');
            table.string('message_id', 500);
            table.timestamp('sent_at', { useTz: true });
            table.timestamps(true, true);
            table.index(['status', 'updated_at']);
          });
        },
        async down(knex: Knex) {
          await knex.schema.dropTable(OUTBOX_TABLE);
        },
      },
      {
        name: '20261121000200_search_documents',
        async up(knex: Knex) {
          await knex.schema.createTable(SEARCH_TABLE, (table) => {
            table.string('index_name', 100).notNullable();
            table.string('doc_id', 100).notNullable();
            table.jsonb('body').notNullable();
            table.specificType('tsv', 'tsvector').notNullable();
            table.text('suggest');
            table.text('suggest_norm');
            table.double('lat');
            table.double('lng');
            table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
            table.primary(['index_name', 'doc_id']);
          });
          await knex.raw(`create index ${SEARCH_TABLE}_tsv on ${SEARCH_TABLE} using gin (tsv)`);
          await knex.raw(`create index ${SEARCH_TABLE}_body on ${SEARCH_TABLE} using gin (body)`);
          await knex.raw(
            `create index ${SEARCH_TABLE}_suggest on ${SEARCH_TABLE} using gin (suggest_norm gin_trgm_ops)`,
          );
        },
        async down(knex: Knex) {
          await knex.schema.dropTable(SEARCH_TABLE);
        },
      },
      {
        name: '20261121000300_seed_runs',
        async up(knex: Knex) {
          await knex.schema.createTable(SEED_RUNS_TABLE, (table) => {
            table.string('name', 200).primary();
            table.timestamp('ran_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
          });
        },
        async down(knex: Knex) {
          await knex.schema.dropTable(SEED_RUNS_TABLE);
        },
      },
      {
        // Search readers keep filter columns in memory and follow these versions to stay current.
        name: '20261121000400_search_versions',
        async up(knex: Knex) {
          await knex.schema.createTable(SEARCH_VERSIONS_TABLE, (table) => {
            table.string('index_name', 100).primary();
            table.bigInteger('version').notNullable();
          });
          await knex.schema.createTable(SEARCH_CHANGES_TABLE, (table) => {
            table.string('index_name', 100).notNullable();
            table.bigInteger('version').notNullable();
            table.string('doc_id', 100);
            table.index(['index_name', 'version']);
          });
        },
        async down(knex: Knex) {
          await knex.schema.dropTable(SEARCH_CHANGES_TABLE);
          await knex.schema.dropTable(SEARCH_VERSIONS_TABLE);
        },
      },
      eventDeliveriesMigration,
      {
        // Files a mail carries (an invoice PDF), kept with the mail until it is delivered.
        name: '20261125000000_mail_attachments',
        async up(knex: Knex) {
          await knex.schema.alterTable(OUTBOX_TABLE, (table) => table.jsonb('attachments'));
        },
        async down(knex: Knex) {
          await knex.schema.alterTable(OUTBOX_TABLE, (table) => table.dropColumn('attachments'));
        },
      },
      auditLogMigration,
      roleGrantsMigration,
    ],
    jobs: (services) => [
      {
        name: DELIVER_JOB,
        attempts: 4,
        backoffMs: 2000,
        process: (data) =>
          deliverOutboxMail(services.db, transport, (data as { id: number }).id, logger),
      },
      {
        name: DELIVER_EVENT_JOB,
        attempts: 4,
        backoffMs: 2000,
        process: (data) => events.deliver((data as { id: number }).id),
      },
    ],
    schedules: (services) => [
      {
        name: 'platform.mail.sweep',
        everySeconds: 30,
        run: async () => void (await sweepOutbox(services.db, services.queue)),
      },
      {
        name: 'platform.events.sweep',
        everySeconds: 30,
        run: async () => void (await events.sweep()),
      },
    ],
  });
}
