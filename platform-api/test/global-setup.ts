import path from 'node:path';
import { startEmbeddedPostgres } from '../src/database/embedded-postgres';

/**
 * Integration tests run against DATABASE_URL when it is set (CI: the machine's Postgres), else
 * against an embedded Postgres started here. Each test file creates its own database from this one.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.DATABASE_URL) {
    process.env.TEST_ADMIN_DATABASE_URL = process.env.DATABASE_URL;
    return;
  }
  const dataDir = path.resolve(__dirname, '../../.data/test');
  const embedded = await startEmbeddedPostgres(
    dataDir,
    Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339),
  );
  process.env.TEST_ADMIN_DATABASE_URL = embedded.url;
  (globalThis as { __embeddedPostgres?: typeof embedded }).__embeddedPostgres = embedded;
}
