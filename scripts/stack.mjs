// Starts the whole product on one machine: embedded Postgres (unless DATABASE_URL is set),
// migrations and seeds, the platform API, the worker, every micro-frontend server and the shell.
// Front-end packages declare how they are served in package.json: "eventalp": { "serve": "<file>", "portOffset": N }.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

export const repoRoot = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Workspace folders of the root package.json, with `dir/*` globs expanded. */
export function workspaceDirs() {
  const rootPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8'));
  return rootPackage.workspaces.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return fs
      .readdirSync(path.join(repoRoot, parent), { withFileTypes: true })
      .filter(
        (entry) =>
          entry.isDirectory() &&
          fs.existsSync(path.join(repoRoot, parent, entry.name, 'package.json')),
      )
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** Workspace packages that the stack serves, read from their package.json "eventalp" field. */
export function servedPackages() {
  return workspaceDirs()
    .map((dir) => ({
      dir,
      pkg: JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')),
    }))
    .filter(({ pkg }) => pkg.eventalp?.serve)
    .map(({ dir, pkg }) => ({
      dir,
      name: pkg.name,
      serve: path.join(dir, pkg.eventalp.serve),
      portOffset: pkg.eventalp.portOffset,
      remote: dir.startsWith('mf-') ? dir.slice(3) : null,
    }));
}

function newestMtime(dir) {
  let newest = 0;
  const walk = (current) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      if (['node_modules', 'dist', 'e2e', '.data', 'test-results'].includes(entry.name)) continue;
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  walk(dir);
  return newest;
}

/** A workspace folder and the workspace folders it depends on, directly or through others. */
function withLocalDependencies(dir, dirs) {
  const readPackage = (d) =>
    JSON.parse(fs.readFileSync(path.join(repoRoot, d, 'package.json'), 'utf8'));
  const dirByName = new Map(dirs.map((d) => [readPackage(d).name, d]));
  const found = new Set();
  const visit = (d) => {
    if (found.has(d)) return;
    found.add(d);
    const pkg = readPackage(d);
    for (const name of Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }))
      if (dirByName.has(name)) visit(dirByName.get(name));
  };
  visit(dir);
  return [...found];
}

/**
 * Builds every workspace package (matching `only`, when given) whose sources, or the sources of
 * a workspace package it depends on (a micro-frontend bundles the shell kit), are newer than its
 * last build.
 */
export function buildStale(log, only = () => true) {
  const dirs = workspaceDirs();
  const stale = dirs.filter(only).filter((dir) => {
    const pkg = JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8'));
    if (!pkg.scripts?.build) return false;
    const marker = path.join(repoRoot, dir, 'dist', '.built');
    if (!fs.existsSync(marker)) return true;
    const built = fs.statSync(marker).mtimeMs;
    return withLocalDependencies(dir, dirs).some(
      (source) => built < newestMtime(path.join(repoRoot, source)),
    );
  });
  if (stale.length === 0) return;
  log(`building ${stale.join(', ')}`);
  const result = spawnSync(
    'npx',
    [
      'lerna',
      'run',
      'build',
      '--stream',
      ...stale.flatMap((dir) => [
        '--scope',
        JSON.parse(fs.readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).name,
      ]),
    ],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) throw new Error('build failed');
  for (const dir of stale) {
    fs.mkdirSync(path.join(repoRoot, dir, 'dist'), { recursive: true });
    fs.writeFileSync(path.join(repoRoot, dir, 'dist', '.built'), new Date().toISOString());
  }
}

async function waitForHttp(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

/**
 * Starts the stack and answers { url, stop }. Options: portBase (shell port; remotes +1..,
 * API +100), dataDir, fresh (wipe dataDir first), env (extra environment for every process),
 * seedArgs (demo catalogue sizes for the first seed, e.g. ['--locations', '300']), onExit (called
 * with the name and exit code of a process that ends while the stack runs).
 */
export async function startStack({
  portBase = 3000,
  dataDir = path.join(repoRoot, '.data'),
  fresh = false,
  env = {},
  seedArgs = [],
  log = console.info,
  onExit = (name, code) => log(`${name} exited (${code})`),
} = {}) {
  if (fresh) fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const children = [];
  let embedded = null;
  let stopping = false;
  let ready = false;
  let rejectStart;
  const startFailed = new Promise((_, reject) => {
    rejectStart = reject;
  });
  startFailed.catch(() => undefined);
  const running = (child) => child.exitCode === null && child.signalCode === null;
  // SIGTERM, and SIGKILL when a process has not ended within `timeoutMs` (a shutdown that waits
  // for a client that never lets go must not keep the stack from stopping).
  const stopChild = async (child, timeoutMs) => {
    if (!running(child)) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    let timer;
    const late = new Promise((resolve) => {
      timer = setTimeout(() => resolve('late'), timeoutMs);
    });
    const outcome = await Promise.race([exited, late]);
    clearTimeout(timer);
    if (outcome === 'late' && running(child)) {
      log(`${child.stackName} did not stop within ${timeoutMs / 1000} s; killing it`);
      child.kill('SIGKILL');
      await exited;
    }
  };
  let stopped = null;
  // In order: the front ends stop taking pages, the API and worker finish what they started,
  // then Postgres ends with a fast shutdown (immediate after a timeout, see embedded-postgres.ts).
  const stop = () =>
    (stopped ??= (async () => {
      stopping = true;
      const backEnds = new Set(['api', 'worker']);
      await Promise.all(
        children.filter((child) => !backEnds.has(child.stackName)).map((c) => stopChild(c, 10_000)),
      );
      await Promise.all(
        children.filter((child) => backEnds.has(child.stackName)).map((c) => stopChild(c, 15_000)),
      );
      if (embedded) {
        await embedded.stop({ fastTimeoutMs: 15_000 });
        log('embedded Postgres stopped');
      }
    })());
  try {
    const apiPort = portBase + 100;
    const processEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${portBase}`,
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      ...env,
    };
    if (!processEnv.DATABASE_URL) {
      const { startEmbeddedPostgres } = require(
        path.join(repoRoot, 'platform-api/dist/database/embedded-postgres.js'),
      );
      embedded = await startEmbeddedPostgres(
        dataDir,
        Number(processEnv.EMBEDDED_PG_PORT ?? 54329),
        // Stopped by `stop()` below, after the processes that use it. A fresh stack's data (the
        // e2e suite's) is thrown away after the run: no fsync.
        { stopOnSignals: false, throwaway: fresh },
      );
      processEnv.DATABASE_URL = embedded.url;
      log('embedded Postgres started');
    }
    // One secret for every process: the API verifies the CSRF tokens the shell server signs.
    const { resolveAppSecret } = require(
      path.join(repoRoot, 'platform-api/dist/security/app-secret.js'),
    );
    processEnv.APP_SECRET = resolveAppSecret(processEnv.APP_SECRET || null, processEnv.DATA_DIR);
    const served = servedPackages();
    for (const pkg of served) {
      if (pkg.remote)
        processEnv[`MF_${pkg.remote.toUpperCase().replace(/-/g, '_')}_URL`] =
          `http://localhost:${portBase + pkg.portOffset}`;
    }
    const prepare = spawnSync(
      process.execPath,
      ['platform-api/dist/cli.js', 'prepare', ...seedArgs],
      {
        cwd: repoRoot,
        env: processEnv,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (prepare.status !== 0) throw new Error('migrations or seeds failed');

    const start = (name, file, extraEnv) => {
      const child = spawn(process.execPath, [file], {
        cwd: repoRoot,
        env: { ...processEnv, ...extraEnv },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stackName = name;
      const prefix = (stream, out) =>
        stream.on('data', (chunk) => out.write(chunk.toString().replace(/^(?=.)/gm, `[${name}] `)));
      prefix(child.stdout, process.stdout);
      prefix(child.stderr, process.stderr);
      // A process that dies while the stack runs is reported, so nothing half-works unnoticed.
      child.once('exit', (code, signal) => {
        if (stopping) return;
        if (ready) onExit(name, code ?? signal);
        else rejectStart(new Error(`${name} stopped during start-up (${code ?? signal})`));
      });
      children.push(child);
      return child;
    };
    // The API listens on loopback behind the shell's proxy, which sets X-Forwarded-For to the
    // visitor. The shell trusts forwarded headers only when TRUST_PROXY says a load balancer is
    // in front of it; without one, a visitor could name any address.
    start('api', 'platform-api/dist/server.js', { TRUST_PROXY: 'true' });
    start('worker', 'platform-api/dist/worker.js', {
      TRUST_PROXY: 'true',
      // The worker draws kit images with sharp (libvips threads): glibc's default of one malloc
      // arena per thread leaves its memory fragmented; two keep it flat (README, award kits).
      MALLOC_ARENA_MAX: processEnv.MALLOC_ARENA_MAX ?? '2',
    });
    for (const pkg of served)
      start(pkg.remote ?? 'shell', pkg.serve, { PORT: String(portBase + pkg.portOffset) });

    await Promise.race([
      startFailed,
      (async () => {
        // Generous: on a 2-core machine busy with other suites the first answers took over 60 s.
        await waitForHttp(`http://127.0.0.1:${apiPort}/api/readyz`, 180_000);
        await Promise.all(
          served.map((pkg) =>
            waitForHttp(`http://127.0.0.1:${portBase + pkg.portOffset}/`, 180_000),
          ),
        );
      })(),
    ]);
    ready = true;
    return { url: `http://localhost:${portBase}`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
