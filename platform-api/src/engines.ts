import Redis from 'ioredis';
import type { Knex } from 'knex';
import type { Logger, SearchEngine } from '@eventalp/platform-sdk';
import type { PlatformConfig } from './config/config';
import { createKnex } from './database/create-knex';
import { DatabaseOutage } from './database/database-outage';
import { startEmbeddedPostgres } from './database/embedded-postgres';
import { fileDropTransport, smtpTransport, type MailTransport } from './mail/mail-transport';
import { BullQueue } from './queue/bull-queue';
import { InProcessQueue } from './queue/in-process-queue';
import { OpenSearchSearchEngine } from './search/opensearch/opensearch-search-engine';
import { PostgresSearchEngine } from './search/postgres-search-engine';
import { LocalDiskStorage } from './storage/local-disk-storage';

/** The engines behind the platform's services, each the configured one or its embedded default. */
export interface Engines {
  db: Knex;
  /** The database's availability, logged once per change of state. */
  databaseOutage: DatabaseOutage;
  /** Null without `REDIS_URL` (rate limits in memory, jobs in-process). */
  redis: Redis | null;
  queue: BullQueue | InProcessQueue;
  transport: MailTransport;
  storage: LocalDiskStorage;
  search: SearchEngine;
  /** Stops them in reverse order (queue, Redis, pool, embedded Postgres). */
  close(): Promise<void>;
}

/**
 * Starts the engines the configuration names: Postgres at `DATABASE_URL` or embedded in the data
 * directory, Bull on Redis or the in-process queue, SMTP or `.eml` files, OpenSearch or Postgres
 * full-text search, and local disk storage.
 */
export async function startEngines(config: PlatformConfig, logger: Logger): Promise<Engines> {
  const embedded = config.database.url
    ? null
    : await startEmbeddedPostgres(config.dataDir, config.database.embeddedPort);
  const databaseOutage = new DatabaseOutage(logger);
  const db = createKnex(config.database.url ?? embedded!.url, config.database.poolMax, {
    logger,
    onConnect: () => databaseOutage.connected(),
  });
  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 2,
        enableOfflineQueue: false,
        lazyConnect: false,
        // Commands of one tick (the throttles of a batch of ratings, say) go out in one write:
        // a CPU profile of the rating peak showed a socket write per command as 11% of the API.
        enableAutoPipelining: true,
      })
    : null;
  redis?.on('error', (error) => logger.warn({ err: error }, 'redis connection problem'));
  const queue = config.redisUrl
    ? new BullQueue(config.redisUrl, `${config.brand}:queue`, logger)
    : new InProcessQueue(logger);
  return {
    db,
    databaseOutage,
    redis,
    queue,
    transport: config.mail.smtpUrl
      ? smtpTransport(config.mail.smtpUrl)
      : fileDropTransport(config.mail.dropDir),
    storage: new LocalDiskStorage(config.storageDir),
    search: config.openSearchUrl
      ? OpenSearchSearchEngine.connect(config.openSearchUrl, config.brand)
      : new PostgresSearchEngine(db),
    async close() {
      await queue.close();
      redis?.disconnect();
      await db.destroy();
      await embedded?.stop();
    },
  };
}
