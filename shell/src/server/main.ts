// Entry of the shell server: `node shell/dist/server/main.js` (PORT, API_URL, MF_*_URL).
// First: React's build is chosen when React is first loaded.
import { REACT_BUILD } from './reactBuild';
import cluster from 'node:cluster';
import path from 'node:path';
import { readShellConfig } from './config';
import { createShellServer } from './createShellServer';

/** A worker that dies is replaced after this long (not at once: a crash loop stays slow). */
const RESTART_DELAY_MS = 1000;

const config = readShellConfig(process.env, path.resolve(__dirname, '../public'));

if (config.workers > 1 && cluster.isPrimary) {
  // SHELL_WORKERS processes share the port (the OS hands each connection to one of them); each
  // renders on its own core and keeps its own page cache.
  let stopping = false;
  const fork = () => cluster.fork();
  for (let index = 0; index < config.workers; index += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(
      `shell worker ${worker.process.pid} stopped (${signal ?? code}); starting another`,
    );
    setTimeout(fork, RESTART_DELAY_MS).unref();
  });
  const stop = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  console.info(
    `shell listening on http://localhost:${config.port} with ${config.workers} workers (API ${config.apiUrl}, React ${REACT_BUILD} build)`,
  );
} else {
  createShellServer(config).listen(config.port, () => {
    if (cluster.isWorker) return;
    console.info(
      `shell listening on http://localhost:${config.port} (API ${config.apiUrl}, React ${REACT_BUILD} build)`,
    );
  });
}
