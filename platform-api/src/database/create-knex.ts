import knex, { type Knex } from 'knex';

/** A Knex instance on Postgres with a bounded pool and connection timeouts. */
export function createKnex(connectionUrl: string, poolMax: number): Knex {
  return knex({
    client: 'pg',
    connection: { connectionString: connectionUrl, connectionTimeoutMillis: 10_000 },
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    acquireConnectionTimeout: 10_000,
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
