import type { Knex } from 'knex';
import { Model } from 'objection';
import { Registry, collectDefaultMetrics } from 'prom-client';
import {
  hasPermissions,
  type Authenticator,
  type CommandDefinition,
  type Logger,
  type PlatformServices,
  type PluginDefinition,
  type RoleGrants,
  type AnyRouteDefinition,
  type SearchSource,
  type DashboardMetric,
} from '@eventalp/platform-sdk';
import type { PlatformConfig } from './config/config';
import { RoleGrantsStore } from './backoffice/role-grants';
import { auditTrail } from './backoffice/audit-log';
import { corePlugin, SEED_RUNS_TABLE } from './core/core-plugin';
import { startEngines } from './engines';
import { PluginMigrationSource } from './database/plugin-migration-source';
import { EventOutbox } from './events/event-outbox';
import { isDatabaseUnavailable, type DatabaseOutage } from './database/database-outage';
import { createLogger } from './logging/logger';
import { OutboxMailer } from './mail/outbox';
import { installedPlugins } from './plugins/installed-plugins';
import { loadPlugins } from './plugins/load-plugins';
import { BullQueue } from './queue/bull-queue';
import { InProcessQueue } from './queue/in-process-queue';
import { resolveAppSecret } from './security/app-secret';
import { CsrfProtection } from './security/csrf';
import { PlatformRateLimits } from './security/rate-limits';
import { LocalDiskStorage } from './storage/local-disk-storage';

export interface MountedRoute {
  pluginId: string;
  route: AnyRouteDefinition;
}

/** Everything the server, worker and CLI entries share: services, ordered plugins and their parts. */
export interface Platform {
  config: PlatformConfig;
  services: PlatformServices;
  plugins: readonly PluginDefinition[];
  routes: readonly MountedRoute[];
  /** Permission name to the roles holding it; `grants.fresh()` re-reads the table when due. */
  roleGrants: RoleGrants;
  grants: RoleGrantsStore;
  authenticator: Authenticator | null;
  /** The back-office dashboard's figures the plugins contribute (`dashboardMetrics`). */
  dashboardMetrics: readonly DashboardMetric[];
  /** CLI commands the plugins contribute (`npm run platform -- <name>`). */
  commands: readonly CommandDefinition[];
  csrf: CsrfProtection;
  storage: LocalDiskStorage;
  metrics: Registry;
  /** The database's availability: requests that fail for want of it answer 503. */
  databaseOutage: DatabaseOutage;
  /** Runs pending migrations of all plugins in dependency order; answers their names. */
  migrate(): Promise<string[]>;
  /** Reverts the last batch of migrations (all of them with `all`). */
  rollback(all?: boolean): Promise<string[]>;
  /** Runs every plugin's seeds in dependency order (with `onlyNew`, those never run on this database); answers their names. */
  seed(options: {
    demo: boolean;
    onlyNew?: boolean;
    counts?: Partial<Record<string, number>>;
  }): Promise<string[]>;
  /** Rebuilds every plugin's search indexes from their sources; answers documents per index. */
  reindex(): Promise<Record<string, number>>;
  /** Prepares every search index for queries now, so the first visitor does not wait for it. */
  warmSearch(): Promise<void>;
  /** Worker role: processes queued jobs (Bull) and runs the schedules; answers a stop function. */
  startWorker(): () => void;
  /** Waits for in-process jobs (embedded queue only); for tests and clean shutdown. */
  drainJobs(): Promise<void>;
  close(): Promise<void>;
}

export interface PlatformOptions {
  plugins?: readonly PluginDefinition[];
  logger?: Logger;
  service?: string;
  now?: () => Date;
}

/** Builds the platform from validated configuration: engines (embedded where none is configured), services, plugins. */
export async function createPlatform(
  config: PlatformConfig,
  options: PlatformOptions = {},
): Promise<Platform> {
  const logger = options.logger ?? createLogger(config.logLevel, options.service ?? 'platform-api');
  const engines = await startEngines(config, logger);
  const { db, queue } = engines;
  const events = new EventOutbox(db, queue, logger);
  // Filled once the plugins are known (then from the grants table); `services.can` reads it at
  // request time.
  const grants = new RoleGrantsStore(db);
  const roleGrants = grants.grants;
  // Bound once the plugins are known: any plugin's named service, for the host and tests.
  let anyPluginService: PlatformServices['service'] = () => {
    throw new Error('Plugin services are available once the plugins are loaded');
  };
  const services: PlatformServices = {
    db,
    logger,
    config: {
      env: config.env,
      appUrl: config.appUrl,
      brand: config.brand,
      mailFrom: config.mail.from,
      passwordHashRounds: config.passwordHashRounds,
      backofficeCountTtlMs: config.backofficeCountTtlMs,
      award: config.award,
    },
    queue,
    mail: new OutboxMailer(db, queue, config.mail.from),
    events,
    storage: engines.storage,
    search: engines.search,
    rateLimits: new PlatformRateLimits(engines.redis, config.brand),
    audit: auditTrail,
    now: options.now ?? (() => new Date()),
    can: (user, permissions) => hasPermissions(user, permissions, roleGrants),
    service: (ref) => anyPluginService(ref),
  };

  const loaded = loadPlugins(services, [
    corePlugin(engines.transport, logger, events, grants, queue),
    ...(options.plugins ?? installedPlugins),
  ]);
  const { plugins, servicesOf } = loaded;
  anyPluginService = loaded.anyService;
  grants.declare(loaded.permissionGrants);
  for (const plugin of plugins) for (const model of plugin.models ?? []) model.knex(db);
  Model.knex(db);
  queue.register(loaded.jobs);
  events.register(plugins, servicesOf);
  for (const plugin of plugins)
    for (const index of plugin.searchIndexes ?? []) await services.search.ensureIndex(index);

  const migrationConfig: Knex.MigratorConfig = {
    migrationSource: new PluginMigrationSource(plugins),
    tableName: 'platform_migrations',
  };
  const metrics = new Registry();
  collectDefaultMetrics({ register: metrics });

  return {
    config,
    services,
    plugins,
    routes: loaded.routes,
    roleGrants,
    grants,
    authenticator: loaded.authenticator,
    commands: loaded.commands,
    dashboardMetrics: loaded.dashboardMetrics,
    csrf: new CsrfProtection(
      resolveAppSecret(config.appSecret, config.dataDir),
      config.env === 'production',
      (ctx) => loaded.authenticator?.sessionOf(ctx) ?? null,
    ),
    storage: engines.storage,
    metrics,
    databaseOutage: engines.databaseOutage,
    async migrate() {
      const [, names] = await db.migrate.latest(migrationConfig);
      return names;
    },
    async rollback(all = false) {
      const [, names] = await db.migrate.rollback(migrationConfig, all);
      return names;
    },
    async seed({ demo, onlyNew = false, counts }) {
      const done = new Set(onlyNew ? await db(SEED_RUNS_TABLE).pluck('name') : []);
      const ran: string[] = [];
      for (const plugin of plugins) {
        for (const seed of plugin.seeds?.(servicesOf(plugin)) ?? []) {
          const name = `${plugin.id}/${seed.name}${demo ? '' : ':reference'}`;
          if (done.has(name) || done.has(`${plugin.id}/${seed.name}`)) continue;
          logger.info({ seed: name }, 'seeding');
          await seed.run({ demo, counts });
          await db(SEED_RUNS_TABLE)
            .insert({ name, ran_at: db.fn.now() })
            .onConflict('name')
            .merge();
          ran.push(name);
        }
      }
      // Fresh statistics, or the planner keeps guessing from empty tables (seq scans, hash joins).
      if (ran.length > 0) await db.raw('analyze');
      return ran;
    },
    async warmSearch() {
      for (const plugin of plugins)
        for (const index of plugin.searchIndexes ?? []) await services.search.count(index.name);
    },
    async reindex() {
      // Several plugins may feed one index (the editorial index holds articles and jobs): a
      // rebuild reads every source of the index, in plugin order.
      const sources = new Map<string, SearchSource[]>();
      for (const plugin of plugins)
        for (const source of plugin.searchSources?.(servicesOf(plugin)) ?? [])
          sources.set(source.index, [...(sources.get(source.index) ?? []), source]);
      const written: Record<string, number> = {};
      for (const [index, feeds] of sources) {
        written[index] = await services.search.rebuild(index, concatSources(feeds));
      }
      return written;
    },
    startWorker() {
      if (queue instanceof BullQueue) queue.startProcessing();
      const timers = loaded.schedules.map((schedule) =>
        setInterval(() => {
          schedule.run().catch((error) =>
            // An outage is logged once (DatabaseOutage), not once per schedule and tick.
            isDatabaseUnavailable(error)
              ? engines.databaseOutage.failed(error)
              : logger.error({ err: error, schedule: schedule.name }, 'schedule failed'),
          );
        }, schedule.everySeconds * 1000),
      );
      return () => timers.forEach((timer) => clearInterval(timer));
    },
    async drainJobs() {
      if (queue instanceof InProcessQueue) await queue.drain();
    },
    close: () => engines.close(),
  };
}

/** The documents of several sources of one index, one after the other. */
async function* concatSources(sources: readonly SearchSource[]) {
  for (const source of sources) yield* source.documents();
}
