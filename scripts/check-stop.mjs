#!/usr/bin/env node
// Does `npm start` stop under traffic? Starts the small e2e stack (`start.mjs --e2e`: fresh data in
// .data/e2e, ports E2E_PORT_BASE, Postgres on E2E_PG_PORT), keeps CONCURRENCY clients busy with
// pages and database-heavy API calls, then sends the stack SIGTERM (`--signal INT --group` plays a
// terminal's Ctrl-C: SIGINT to every process of the group) and reports how long it took to stop
// and whether anything was left running. Prints figures; fails (exit 1) only when something is
// left running or the stack has not stopped within 60 s.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const signal = `SIG${option('signal', 'TERM')}`;
const group = args.includes('--group');
const concurrency = Number(option('concurrency', '20'));
const portBase = Number(process.env.E2E_PORT_BASE ?? 4000);
const pgPort = Number(process.env.E2E_PG_PORT ?? 54349);
const base = `http://localhost:${portBase}`;

const stack = spawn(process.execPath, ['scripts/start.mjs', '--e2e'], {
  cwd: repoRoot,
  detached: true, // its own process group, as a terminal gives `npm start`
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
const ready = new Promise((resolve, reject) => {
  stack.stdout.on('data', (chunk) => {
    output += chunk;
    if (output.includes('READY')) resolve();
  });
  stack.stderr.on('data', (chunk) => (output += chunk));
  stack.once('exit', (code) => reject(new Error(`stack ended during start (${code})\n${output}`)));
});
await ready;
const exited = new Promise((resolve) => stack.once('exit', (code, sig) => resolve(code ?? sig)));

const paths = [
  '/',
  '/locations',
  '/api/guest/search/locations?page=2',
  '/api/guest/search/locations?q=Zürich',
  '/api/auth/session',
];
let running = true;
const answers = new Map();
async function client(index) {
  for (let i = index; running; i += 1) {
    const key = await fetch(`${base}${paths[i % paths.length]}`, {
      headers: { Cookie: 'ea_session=none' }, // past the page cache
      signal: AbortSignal.timeout(5000),
    }).then(
      async (response) => {
        await response.arrayBuffer().catch(() => undefined);
        return String(response.status);
      },
      () => 'failed',
    );
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
}
const clients = Array.from({ length: concurrency }, (_, i) => client(i));
await new Promise((resolve) => setTimeout(resolve, 5000));
const before = Object.fromEntries(answers);

const started = Date.now();
if (group) process.kill(-stack.pid, signal);
else stack.kill(signal);
const outcome = await Promise.race([
  exited,
  new Promise((resolve) => setTimeout(() => resolve('still running after 60 s'), 60_000)),
]);
const seconds = (Date.now() - started) / 1000;
running = false;
await Promise.all(clients);

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
const ports = [portBase, portBase + 1, portBase + 2, portBase + 100, pgPort];
const left = [];
for (const port of ports) if (await portOpen(port)) left.push(port);
const pidFile = path.join(repoRoot, '.data/e2e/pg/postmaster.pid');
const postmaster = fs.existsSync(pidFile) ? fs.readFileSync(pidFile, 'utf8').split('\n')[0] : null;

console.info(`answers during 5 s of load (${concurrency} clients): ${JSON.stringify(before)}`);
console.info(
  `${signal}${group ? ' to the process group' : ''}: stack ended (${outcome}) after ${seconds.toFixed(1)} s`,
);
console.info(
  `still listening: ${left.length ? left.join(', ') : 'nothing'}; postmaster.pid: ${postmaster ?? 'gone'}`,
);
console.info(
  output
    .split('\n')
    .filter((line) => /\[start\]|did not stop/.test(line))
    .slice(-6)
    .join('\n'),
);
if (typeof outcome === 'string' || left.length > 0 || postmaster) {
  try {
    process.kill(-stack.pid, 'SIGKILL');
  } catch {
    // already gone
  }
  process.exit(1);
}
