import knex, { type Knex } from 'knex';
import type { Logger } from '@eventalp/platform-sdk';

export interface KnexOptions {
  /** Where knex's own warnings go (console otherwise). */
  logger?: Logger;
  /** Called for every new connection the pool opens (the database is reachable). */
  onConnect?: () => void;
}

/** A Knex instance on Postgres with a bounded pool and connection timeouts. */
export function createKnex(
  connectionUrl: string,
  poolMax: number,
  options: KnexOptions = {},
): Knex {
  const { logger, onConnect } = options;
  return knex({
    client: 'pg',
    connection: { connectionString: connectionUrl, connectionTimeoutMillis: 10_000 },
    pool: {
      min: 0,
      max: poolMax,
      idleTimeoutMillis: 30_000,
      afterCreate(connection: unknown, done: (error: Error | null, connection: unknown) => void) {
        onConnect?.();
        done(null, connection);
      },
    },
    acquireConnectionTimeout: 10_000,
    ...(logger
      ? {
          log: {
            // During an outage every failed acquire logs a stack here and every pooled
            // connection its loss; the outage is logged once by `DatabaseOutage`, so these are
            // debug lines (the pool replaces a lost connection by itself).
            warn: (message: string) =>
              /^(Acquire connection error|Connection Error)/.test(message)
                ? logger.debug(message)
                : logger.warn(message),
            error: (message: string) => logger.error(message),
            deprecate: (message: string) => logger.warn(message),
            debug: (message: string) => logger.debug(message),
          },
        }
      : {}),
  });
}
/** True when the database answers a trivial query within `timeoutMs`. */
export async function isDatabaseReachable(db: Knex, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const probe = db.raw('select 1').then(
      () => true as const,
      () => false as const,
    );
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
