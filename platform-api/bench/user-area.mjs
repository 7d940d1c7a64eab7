#!/usr/bin/env node
// User-area benchmark: the owners' dashboard analytics (10 entries, a year of counts at 100,000
// page views per entry, beside 1,000 other entries' year) and an edit-section save. Starts the
// platform on its embedded defaults (own data dir), prints p50/p95/p99; never fails on speed.
//   npm run bench:user-area -w @eventalp/platform-api [-- --requests 500 --concurrency 1]
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../dist');
const { loadConfig, createPlatform, createApp } = require(dist);

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const requests = arg('requests', 500);
const concurrency = arg('concurrency', 1);
const OWN_ENTRIES = 10;
const OTHER_ENTRIES = 1000;
const VIEWS_PER_YEAR = 100_000;

const config = loadConfig({
  ...process.env,
  DATA_DIR:
    process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/bench-user-area'),
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54369',
  LOG_LEVEL: 'silent',
  FORM_RATE_LIMIT_PER_MINUTE: '10000',
});
const platform = await createPlatform(config, { service: 'bench' });
await platform.migrate();
await platform.seed({ demo: false, onlyNew: true });
const db = platform.services.db;
const server = createApp(platform).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

/** A cookie-keeping client of the API with its CSRF token. */
async function newClient() {
  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair.split('=');
      cookies.set(name, value);
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const session = await fetch(`${base}/api/auth/session`);
  keep(session);
  const { csrfToken } = await session.json();
  return async function call(method, url, body) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        cookie: cookie(),
        'content-type': 'application/json',
        'x-csrf-token': csrfToken,
        'x-forwarded-for': '127.0.0.9',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keep(response);
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 200)}`);
    return JSON.parse(text || 'null');
  };
}

// The owner: one entry by the sign-up, nine more of the same owner.
const login = `bench${Date.now()}`;
const owner = await newClient();
const created = await owner('POST', '/api/guest/entries', {
  type: 'location',
  entry_category_id: 516,
  full_name: 'Bench Location',
  street: 'Weg',
  zip: '8000',
  place: 'Zürich',
  region: 297,
  first_name: 'Bea',
  last_name: 'Bench',
  email: `${login}@example.ch`,
  login_name: login,
  password: 'bench123',
  password_confirmation: 'bench123',
});
const first = await db('catalog_locations').where({ id: created.entry.id }).first();
const more = await db('catalog_locations')
  .insert(
    Array.from({ length: OWN_ENTRIES - 1 }, (_, i) => ({
      full_name: `Bench Location ${i + 2}`,
      category_id: first.category_id,
      owner_user_id: first.owner_user_id,
    })),
  )
  .returning('id');
const ownIds = [first.id, ...more.map((row) => row.id)];

// A year of day rows for the owner's entries and for other entries (so the table is not tiny).
console.info('writing a year of analytics ...');
await db('analytics_entry_days').delete();
const writeYear = (ids, views) =>
  db.raw(
    `insert into analytics_entry_days (entry_type, entry_id, day, views, favourites, requests, impressions)
     select 'location', id, current_date - d, ?::int + (id + d) % 7, (id + d) % 5, (id + d) % 3, ?::int * 4
       from unnest(?::int[]) as id, generate_series(0, 364) as d
     on conflict do nothing`,
    [views, views, ids],
  );
await writeYear(ownIds, Math.round(VIEWS_PER_YEAR / 365) - 3);
const others = Array.from({ length: OTHER_ENTRIES }, (_, i) => 1_000_000 + i);
await writeYear(others, 50);
const rows = await db('analytics_entry_days').count('* as n').first();
const sample = await owner('GET', '/api/user/analytics');
const yearViews = await db('analytics_entry_days')
  .where({ entry_id: ownIds[0] })
  .sum('views as v')
  .first();
console.info(
  `${rows.n} day rows; the owner's first entry: ${yearViews.v} views in the year, ${sample.entries.length} entries answered`,
);

async function measure(label, run) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async (_, worker) => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        await run(worker);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(2);
  console.info(
    `${label.padEnd(52)} ${String(latencies.length).padStart(5)} req  ${(latencies.length / seconds).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`,
  );
}

console.info(`${requests} requests each, ${concurrency} concurrent`);
await measure('GET /api/user/analytics (10 entries x 90 days)', () =>
  owner('GET', '/api/user/analytics'),
);
// Each client saves its own entry's contact section, one version after the other.
const versions = new Map();
await measure('PUT /api/user/locations/:id/contact (a save)', async (worker) => {
  const id = ownIds[worker % ownIds.length];
  const version =
    versions.get(id) ?? (await owner('GET', `/api/user/locations/${id}/contact`)).version;
  const saved = await owner('PUT', `/api/user/locations/${id}/contact`, {
    version,
    values: {
      enquiry_email: 'anfragen@bench.example',
      phone: `044 123 45 ${String(version % 100).padStart(2, '0')}`,
      company: `Bench AG ${version}`,
    },
  });
  versions.set(id, saved.version);
});
server.close();
await platform.close();
