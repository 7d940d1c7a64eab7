#!/usr/bin/env node
// Benchmark of the award's winner kits (issue 17, item 7): `--kits` winner kits (default 2000) in
// one batch, each a zip of the seal (SVG and three PNG sizes), the certificate PDF, four press
// texts, the snippet and a README, streamed into the media storage by the `award.kit.build` job.
// Starts the platform on its embedded defaults (own data dir), writes the build records as the
// kit page would, queues every build and waits until all are done. Prints the total time, kits a
// second, the zips' sizes and the worker's peak memory (VmHWM: the most resident memory it held),
// then checks every kit: done, its file there. Never fails on speed.
//   npm run build && [REDIS_URL=…] npm run bench:award-kits -w @eventalp/platform-api [-- --kits 2000]
// With REDIS_URL the builds go through Bull to a worker process started here (dist/worker.js, as
// in production, with MALLOC_ARENA_MAX=2 as `npm start` sets it), whose memory is measured;
// without it they run on the in-process queue of this process, whose memory is measured.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../dist');
const { loadConfig, createPlatform } = require(dist);

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const total = arg('kits', 2000);

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/bench-kits'),
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54361',
  LOG_LEVEL: 'silent',
});
const platform = await createPlatform(config, { service: 'bench' });
await platform.migrate();
await platform.seed({ demo: false, onlyNew: true });
const db = platform.services.db;
const year = config.award.years.at(-1);

/** Resident memory of a process (kB) from Linux's /proc: now (VmRSS) or the most it held (VmHWM). */
const rssKb = (pid, field = 'VmRSS') =>
  Number(
    new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ??
      0,
  );
const peakRssKb = (pid) => rssKb(pid, 'VmHWM');

let worker = null;
if (config.redisUrl) {
  worker = spawn(process.execPath, [path.join(dist, 'worker.js')], {
    env: {
      ...process.env,
      // As `npm start` starts the worker (scripts/stack.mjs): two malloc arenas.
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      DATA_DIR: config.dataDir,
      EMBEDDED_PG_PORT: String(config.database.embeddedPort),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    worker.stdout.on('data', (chunk) => String(chunk).includes('worker started') && resolve());
    worker.once('exit', (code) => reject(new Error(`the worker stopped (${code})`)));
  });
}

// The build records of a batch of winners, as the kit page writes them (a new batch each run).
const batch = crypto.randomBytes(4).toString('hex');
const grades = ['outstanding', 'excellent', 'recommended'];
const languages = ['de', 'fr', 'it', 'en'];
const rows = Array.from({ length: total }, (_, i) => {
  const subject = {
    type: 'winnerkit',
    year,
    nomineeId: 1_000_000 + i,
    venueName: `Eventlocation ${batch} Nummer ${i + 1}`,
    diplomaName: `Location ${i + 1}`.slice(0, 20),
    language: languages[i % 4],
    ratingCode: `bench${String(i).padStart(5, '0')}`,
    category: 'Eventlocations',
    score: 7.7 + ((i * 7) % 23) / 10,
    grade: grades[i % 3],
  };
  return {
    hash: crypto.createHash('sha256').update(`${batch}:${i}`).digest('hex'),
    year,
    nominee_id: subject.nomineeId,
    type: 'winnerkit',
    language: subject.language,
    subject: JSON.stringify(subject),
    state: 'queued',
  };
});
for (let i = 0; i < rows.length; i += 500)
  await db('award_kit_builds').insert(rows.slice(i, i + 500));

console.info(
  `${total} winner kits, ${config.redisUrl ? 'built by a worker process on Bull (Redis)' : 'built on the in-process queue of this process'}`,
);
const startRss = rssKb(worker ? worker.pid : process.pid);
const started = performance.now();
for (const row of rows) await platform.services.queue.add('award.kit.build', { hash: row.hash });
const hashes = rows.map((row) => row.hash);
const pending = async () =>
  Number(
    (
      await db('award_kit_builds')
        .whereIn('hash', hashes)
        .whereIn('state', ['queued', 'building'])
        .count({ n: '*' })
    )[0].n,
  );
let left = total;
let lastReport = started;
while (left > 0) {
  if (!worker) await platform.drainJobs();
  else await new Promise((resolve) => setTimeout(resolve, 500));
  left = await pending();
  if (performance.now() - lastReport > 30_000) {
    lastReport = performance.now();
    console.info(`  ${total - left} built after ${((lastReport - started) / 1000).toFixed(0)} s`);
  }
}
const seconds = (performance.now() - started) / 1000;

const [{ done, failed, bytes, largest }] = await db('award_kit_builds')
  .whereIn('hash', hashes)
  .select(
    db.raw(`count(*) filter (where state = 'done') as done`),
    db.raw(`count(*) filter (where state = 'failed') as failed`),
    db.raw('coalesce(sum(size), 0) as bytes'),
    db.raw('coalesce(max(size), 0) as largest'),
  );
const stored = await db('award_kit_builds').whereIn('hash', hashes).pluck('storage_key');
const missing = (
  await Promise.all(stored.map((key) => (key ? platform.services.storage.exists(key) : false)))
).filter((there) => !there).length;
const peak = worker ? peakRssKb(worker.pid) : peakRssKb(process.pid);

console.info(
  `${total} kits in ${seconds.toFixed(1)} s (${(total / seconds).toFixed(1)} a second, ${((seconds * 1000) / total).toFixed(0)} ms each)`,
);
console.info(
  `zips: ${(Number(bytes) / 1e6).toFixed(1)} MB in all, ${(Number(bytes) / Number(done || 1) / 1e3).toFixed(0)} kB on average, largest ${(Number(largest) / 1e3).toFixed(0)} kB`,
);
console.info(
  `resident memory of the ${worker ? 'worker' : 'process'}: ${(startRss / 1024).toFixed(0)} MB before the batch, peak ${(peak / 1024).toFixed(0)} MB`,
);
console.info(
  `done ${done}, failed ${failed}, files missing ${missing}: ${Number(done) === total && missing === 0 ? 'all there' : 'NOT ALL BUILT'}`,
);
worker?.kill('SIGTERM');
await platform.close?.();
process.exit(Number(done) === total && missing === 0 ? 0 : 1);
