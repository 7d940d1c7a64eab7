import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { templatePrefix } from './template-names';

/**
 * Drops the run's template databases and their files (test-platform.ts), then stops the
 * embedded Postgres the global setup started (none when DATABASE_URL was given).
 */
export default async function globalTeardown(): Promise<void> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (adminUrl) {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [templatePrefix()],
    );
    for (const { datname } of rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
      fs.rmSync(path.join(os.tmpdir(), datname), { recursive: true, force: true });
    }
    await admin.end();
  }
  const embedded = (globalThis as { __embeddedPostgres?: { stop(): Promise<void> } })
    .__embeddedPostgres;
  await embedded?.stop();
}
