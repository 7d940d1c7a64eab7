import path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

/**
 * Integration tests run against DATABASE_URL when it is set (CI: the machine's Postgres), else
 * against an embedded Postgres started here. Each test file creates its own database from this one
 * (from a template of the run where it can: test-platform.ts).
 */
export default async function globalSetup(): Promise<void> {
  // Names this run's template databases (test-platform.ts), apart from other runs on one server.
  process.env.TEST_TEMPLATE_RUN = `${process.pid}${Date.now().toString(36)}`;
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = path.resolve(__dirname, '../../.data/test');
  const embedded = await startEmbeddedPostgres(
    dataDir,
    Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339),
    // The run's databases are thrown away: no fsync (test-platform.ts does the same on a server).
    { throwaway: true },
  );
  process.env.TEST_ADMIN_DATABASE_URL = embedded.url;
  (globalThis as { __embeddedPostgres?: typeof embedded }).__embeddedPostgres = embedded;
}
