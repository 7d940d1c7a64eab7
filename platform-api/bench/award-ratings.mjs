#!/usr/bin/env node
// Peak-load benchmark of the award's public rating (issue 16, item 10: the last evening of the
// rating window). Starts the platform on its embedded defaults (own data dir, clock inside the
// current year's rating window), makes nominees to rate, then `--concurrency` voters (default 50)
// send `--ratings` ratings (default 2000) to POST /api/guest/award/ratings through the whole
// path: validation, window, proof-of-work check, throwaway-domain check, per-venue throttle,
// store with the unique mailbox index, confirmation mail into the outbox, audit entry.
// Prints throughput and p50/p95/p99, then checks that none was lost: every acknowledged (201)
// rating is in the database and has its mail in the outbox. Never fails on speed.
//   npm run build && [REDIS_URL=…] npm run bench:award-ratings -w @eventalp/platform-api [-- --ratings 2000 --concurrency 50 --rate 300 --worker]
import crypto from 'node:crypto';
import path from 'node:path';
import { createRequire } from 'node:module';
import { spawn } from 'node:child_process';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../dist');
const { loadConfig, createPlatform, createApp } = require(dist);
const { solveChallenge } = require('@eventalp/plugin-award');

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const total = arg('ratings', 2000);
// Ratings sent first and not timed (connections opened, code compiled), as on an evening whose
// server has been up for hours; they count in the check that none was lost.
const warmup = arg('warmup', 300);
const concurrency = arg('concurrency', 50);
// With --rate R the voters send R ratings a second between them (an open loop, as people on the
// evening do: nobody waits for someone else's answer), at most --concurrency at a time; each
// latency counts from the moment its rating was due, waiting for a free voter included. Without
// it, each voter sends the next rating as soon as the last was answered (a closed loop: the
// saturation throughput, with latencies of concurrency / throughput).
const rate = arg('rate', 0);
// With REDIS_URL the API queues each mail's delivery on Bull and a worker process delivers it, as
// in production; --worker starts that process here too, so it shares the two cores with the API
// (without it the mails wait in the outbox). Without Redis the API delivers in its own process.
const withWorker = process.argv.includes('--worker');
// The per-venue throttle allows 60 a minute: the peak spreads over many venues, as it does.
const perVenue = 40;

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/bench'),
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54359',
  LOG_LEVEL: 'silent',
  // Each voter comes from an address of its own (X-Forwarded-For), as on the real evening.
  TRUST_PROXY: 'true',
});
const year = config.award.years.at(-1);
// The last evening of the rating window (31 May, 21:00 Swiss time).
const now = new Date(Date.UTC(year, 4, 31, 19, 0, 0));
const platform = await createPlatform(config, { service: 'bench', now: () => now });
await platform.migrate();
await platform.seed({ demo: false, onlyNew: true });
const db = platform.services.db;
let worker = null;
if (withWorker && config.redisUrl) {
  worker = spawn(process.execPath, [path.join(dist, 'worker.js')], {
    env: {
      ...process.env,
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
const delivery = config.redisUrl
  ? worker
    ? 'mails delivered by a worker process on Bull (Redis)'
    : 'mails queued on Bull (Redis), no worker running: they wait in the outbox'
  : 'mails delivered in the API process (in-process queue)';
const server = createApp(platform).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

// The award window of the year must be the spec's (1 to 31 May); the reference seed writes it.
const run = crypto.randomBytes(4).toString('hex');
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const code = () =>
  Array.from(crypto.randomBytes(9), (byte) => ALPHABET[byte % ALPHABET.length]).join('') + '7';
const venues = [];
for (let i = 0; i < Math.ceil((warmup + total) / perVenue); i += 1) {
  const [row] = await db('award_nominees')
    .insert({
      year,
      venue_key: `new:9${String(i).padStart(3, '0')}:bench ${run} ${i}`,
      name: `Bench ${run} ${i}`,
      postcode: '8000',
      city: 'Zürich',
      sla_code: code() + code().slice(0, 6),
      rating_code: code(),
      // Only a venue that confirmed its participation is up for rating.
      status: 'confirmed',
    })
    .returning(['id', 'rating_code']);
  venues.push(row);
}

let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
};

// Each voter: a session (cookie and CSRF token) like a browser's.
async function session() {
  const response = await fetch(`${base}/api/auth/session`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  return { cookie, token: (await response.json()).csrfToken };
}

// The proof-of-work is the browser's work, done before the form is sent: solved up front, so
// the timed phase measures the server, not this client's hashing.
console.info(`solving ${warmup + total} proof-of-work challenges (client side, not timed) …`);
const proofs = [];
for (let i = 0; i < warmup + total; i += 1) {
  const response = await fetch(`${base}/api/guest/award/ratings/challenge`, {
    headers: { 'x-forwarded-for': nextAddress() },
  });
  const { challenge, bits } = await response.json();
  proofs.push({ challenge, nonce: solveChallenge(challenge, bits) });
}
const voters = await Promise.all(Array.from({ length: concurrency }, session));

const body = (n) => ({
  venue: venues[n % venues.length].rating_code,
  highlights: ['architektur', 'kulinarik'],
  lowlights: ['erreichbarkeit'],
  grade: 1 + (n % 10),
  event_type: 'company_event',
  event_month: 4,
  event_year: year,
  comment: 'Ein wunderbarer Abend, alles hat gestimmt.',
  first_name: 'Bench',
  email: `bench-${run}-${n}@example.ch`,
  voter_type: n % 2 ? 'visitor_f' : 'organizer_m',
  truthful: true,
  language: 'de',
  ...proofs[n],
});

console.info(
  `POST /api/guest/award/ratings on ${base}: ${warmup} ratings to warm up, then ${total} timed, ${concurrency} concurrent voters, ${venues.length} venues` +
    (rate > 0 ? `, sent at ${rate} a second` : ', each voter sending on at once') +
    `; ${delivery}`,
);
// The voters run in a worker thread of their own, so the client does not share the API's event
// loop (on two cores they still share the machine).
const voting = new Worker(
  `
  const { parentPort, workerData } = require('node:worker_threads');
  const { base, voters, bodies, addresses, rate, warmup } = workerData;
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const acknowledged = [];
  const refused = {};
  // Sends bodies[from..to) with the voters, at pace a second (0: each sends on at once); records the latencies when given a list.
  async function phase(from, to, pace, latencies) {
    let next = from;
    const started = performance.now();
    await Promise.all(
      voters.map(async (voter) => {
        while (next < to) {
          const n = next;
          next += 1;
          const due = pace > 0 ? started + ((n - from) * 1000) / pace : performance.now();
          if (pace > 0 && due > performance.now()) await sleep(due - performance.now());
          const response = await fetch(base + '/api/guest/award/ratings', {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: voter.cookie,
              'x-csrf-token': voter.token,
              'x-forwarded-for': addresses[n],
            },
            body: JSON.stringify(bodies[n]),
          });
          await response.text();
          latencies?.push(performance.now() - due);
          if (response.status === 201) acknowledged.push(bodies[n].email);
          else refused[response.status] = (refused[response.status] ?? 0) + 1;
        }
      }),
    );
    return performance.now() - started;
  }
  (async () => {
    await phase(0, warmup, 0, null);
    const latencies = [];
    const ms = await phase(warmup, bodies.length, rate, latencies);
    parentPort.postMessage({ latencies, acknowledged, refused, ms });
  })();
  `,
  {
    eval: true,
    workerData: {
      base,
      voters,
      bodies: Array.from({ length: warmup + total }, (_, n) => body(n)),
      addresses: Array.from({ length: warmup + total }, nextAddress),
      warmup,
      rate,
    },
  },
);
const { latencies, acknowledged, refused, ms } = await new Promise((resolve, reject) => {
  voting.once('message', resolve);
  voting.once('error', reject);
});
const seconds = ms / 1000;
latencies.sort((a, b) => a - b);
const at = (p) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
console.info(
  `${total} ratings in ${seconds.toFixed(1)} s: ${(total / seconds).toFixed(0)} ratings/s, ` +
    `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms; ` +
    `${acknowledged.length} acknowledged (201)` +
    (Object.keys(refused).length ? `, refused ${JSON.stringify(refused)}` : ''),
);

// Zero lost: every acknowledged rating stored, each with its confirmation mail in the outbox.
const pattern = `bench-${run}-%@example.ch`;
const [{ n: stored }] = await db('award_ratings').where('email', 'like', pattern).count({ n: '*' });
const [{ n: mails }] = await db('platform_mail_outbox')
  .where('to', 'like', pattern)
  .count({ n: '*' });
const lost = acknowledged.length - Number(stored);
const unmailed = acknowledged.length - Number(mails);
console.info(
  `stored ${stored}, mails in the outbox ${mails}: ${lost === 0 && unmailed === 0 ? 'none lost' : `LOST ${lost} ratings, ${unmailed} mails`}`,
);
if (worker) {
  // How long the worker takes to deliver the evening's mails after the last rating (at most 2 min).
  const started = performance.now();
  let waiting;
  do {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const [{ n }] = await db('platform_mail_outbox')
      .where('to', 'like', pattern)
      .whereNot('status', 'sent')
      .count({ n: '*' });
    waiting = Number(n);
  } while (waiting > 0 && performance.now() - started < 120_000);
  const after = ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    waiting === 0
      ? `the worker delivered every mail ${after} s after the last rating`
      : `${waiting} mails not yet sent ${after} s after the last rating`,
  );
  worker.kill('SIGTERM');
}
server.close();
await platform.close?.();
process.exit(lost === 0 && unmailed === 0 && acknowledged.length === warmup + total ? 0 : 1);
