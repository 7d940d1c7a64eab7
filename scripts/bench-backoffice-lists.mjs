#!/usr/bin/env node
// Back-office list benchmark: a big catalogue (100,000 locations, bulk-inserted with
// generate_series), the platform API started against it, and a filtered, sorted list page of one
// back-office resource measured over HTTP on loopback, signed in as an admin. Prints p50/p95/p99
// and requests per second against the target (p95 <= 50 ms); never fails on speed.
//   npm run build   (once: the script runs the built platform)
//   node scripts/bench-backoffice-lists.mjs [--resource users] [--query 'enabled=true&sort=…'] [--fresh-counts]
//        [--rows 100000] [--requests 2000] [--concurrency 4] [--database-url postgres://…]
// `--resource` names the list (`/api/backoffice/<resource>`); default `locations` when the
// platform offers it, else `users`. Rows of the resource's table are grown to `--rows` as well
// (locations, users and outbox have a bulk seeder). Without `--database-url` (or
// BENCH_DATABASE_URL) an embedded Postgres in .data/bench-lists is used (EMBEDDED_PG_PORT, default
// 54369). Seeding is idempotent: rows the script made earlier are kept and only missing ones added.
import path from 'node:path';
import { createRequire } from 'node:module';
import { measureLoad } from './measure-load.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { loadConfig, createPlatform, createApp } = require(path.join(root, 'platform-api/dist'));

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const rows = Number(arg('rows', 100_000));
const requests = Number(arg('requests', 2000));
const concurrency = Number(arg('concurrency', 4));
const databaseUrl = arg('database-url', process.env.BENCH_DATABASE_URL);
const TARGET_P95_MS = 50;

/** Marks the rows this script makes, so a second run tops them up instead of doubling them. */
const MARK = 'bench-';

/**
 * Bulk seeders by table: each inserts `count` rows with `generate_series` in one statement
 * (spread over categories, regions, states and dates like a real catalogue).
 */
const seeders = {
  catalog_locations: (db, count, from) =>
    db.raw(
      `with terms as (select array_agg(id order by id) as ids from taxonomy_terms)
       insert into catalog_locations
         (full_name, short_name, slug, category_id, region_id, type_id, approved, place, zip,
          country_category, created_at, updated_at)
       select 'Bench Location ' || n, 'Bench ' || n, '${MARK}' || n,
              terms.ids[1 + n % array_length(terms.ids, 1)],
              terms.ids[1 + (n * 7) % array_length(terms.ids, 1)],
              1 + n % 7, n % 10 <> 0, 'Ort ' || (n % 500), lpad((1000 + n % 9000)::text, 4, '0'),
              1 + n % 3, now() - (n % 1000) * interval '1 day', now() - (n % 300) * interval '1 hour'
         from generate_series(?::int, ?::int) as n, terms`,
      [from, from + count - 1],
    ),
  accounts_users: (db, count, from) =>
    db.raw(
      `insert into accounts_users
         (username, login_name, email, first_name, last_name, password_hash, roles, enabled,
          created_at, updated_at)
       select 'Bench User ' || n, '${MARK}' || n, '${MARK}' || n || '@example.ch',
              'Vorname' || (n % 977), 'Nachname' || (n % 1499),
              '!no-login',
              case when n % 50 = 0 then array['media'] else array['public_user'] end,
              n % 20 <> 0, now() - (n % 1000) * interval '1 day', now() - (n % 300) * interval '1 hour'
         from generate_series(?::int, ?::int) as n`,
      [from, from + count - 1],
    ),
  platform_mail_outbox: (db, count, from) =>
    db.raw(
      `insert into platform_mail_outbox ("from", "to", subject, text, status, attempts, created_at, updated_at)
       select 'info@eventalp.ch', '${MARK}' || n || '@example.ch', 'Bench ' || n, 'Text',
              (array['sent','sent','sent','sent','sent','sent','failed','dead','pending'])[1 + n % 9]::text,
              1 + n % 3, now() - (n % 1000) * interval '1 hour', now() - (n % 1000) * interval '1 hour'
         from generate_series(?::int, ?::int) as n`,
      [from, from + count - 1],
    ),
};

/** Which rows of each seeded table are the script's own. */
const marked = {
  catalog_locations: (db) => db('catalog_locations').where('slug', 'like', `${MARK}%`),
  accounts_users: (db) => db('accounts_users').where('login_name', 'like', `${MARK}%`),
  platform_mail_outbox: (db) => db('platform_mail_outbox').where('to', 'like', `${MARK}%`),
};

/** The list each resource is measured on: a filter, a sort and a page past the first. */
const defaultQueries = {
  locations: 'approved=true&sort=full_name&order=asc&page=40&per_page=25',
  users: 'role=media&enabled=true&sort=username&order=asc&page=20&per_page=25',
  outbox: 'status=sent&sort=created_at&order=desc&page=40&per_page=25',
};

/** Grows the script's rows in `table` to `count` (batches of 20,000), answers how many it added. */
async function grow(db, table, count) {
  const [{ n }] = await marked[table](db).count({ n: '*' });
  let have = Number(n);
  const missing = Math.max(0, count - have);
  while (have < count) {
    const batch = Math.min(20_000, count - have);
    await seeders[table](db, batch, have + 1);
    have += batch;
  }
  if (missing > 0) await db.raw(`analyze ${table}`);
  return missing;
}

// --fresh-counts: every page counts its rows (the platform keeps no broad count), the figure
// without that cache; by default a broad list's count is kept BACKOFFICE_COUNT_TTL_MS (10 s).
const freshCounts = process.argv.includes('--fresh-counts');
const config = loadConfig({
  ...process.env,
  ...(freshCounts ? { BACKOFFICE_COUNT_TTL_MS: '0' } : {}),
  ...(databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : {
        DATABASE_URL: '',
        DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data/bench-lists'),
        EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54369',
      }),
  REDIS_URL: '',
  LOG_LEVEL: 'silent',
});
const platform = await createPlatform(config, { service: 'bench-lists' });
const { db } = platform.services;
let server;
try {
  await platform.migrate();
  // Reference data and the demo accounts (admin); the big catalogue comes from the bulk seeders.
  await platform.seed({
    demo: true,
    onlyNew: true,
    counts: { locations: 20, providers: 20, photos: 1 },
  });
  const started = performance.now();
  const added = await grow(db, 'catalog_locations', rows);
  console.info(
    `catalog_locations: ${added} rows added (${rows} bench rows) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  server = createApp(platform).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;
  const cookie = await signIn(base, 'admin', 'Admin1234');
  const headers = { cookie };

  const access = await (await fetch(`${base}/api/backoffice/access`, { headers })).json();
  const resource = arg('resource', 'locations' in access.resources ? 'locations' : 'users');
  if (!access.resources[resource]?.includes('list'))
    throw new Error(`no back-office list ${resource}: ${Object.keys(access.resources).join(', ')}`);
  const table = {
    locations: 'catalog_locations',
    users: 'accounts_users',
    outbox: 'platform_mail_outbox',
  }[resource];
  if (table && table !== 'catalog_locations') {
    const grown = await grow(db, table, rows);
    console.info(`${table}: ${grown} rows added (${rows} bench rows)`);
  }
  const query = arg('query', defaultQueries[resource] ?? 'page=40&per_page=25');
  const url = `${base}/api/backoffice/${resource}?${query}`;
  const first = await fetch(url, { headers });
  const page = await first.json();
  if (first.status !== 200)
    throw new Error(`${url} answered ${first.status}: ${JSON.stringify(page)}`);
  console.info(
    `GET /api/backoffice/${resource}?${query}: ${page.total} matching rows, ${page.data.length} on the page; ${requests} requests, ${concurrency} concurrent`,
  );
  // Warm-up (connections, plans), then the measured run.
  await measureLoad({ label: 'warm-up', url, requests: 100, concurrency, headers });
  // What the machine gives any request now: the health check (no session, no query) and the
  // signed-in user (session read, no list), beside the list.
  await measureLoad({
    label: 'baseline GET /api/healthz',
    url: `${base}/api/healthz`,
    requests,
    concurrency,
  });
  await measureLoad({
    label: 'baseline GET /api/auth/me (signed in)',
    url: `${base}/api/auth/me`,
    requests,
    concurrency,
    headers,
  });
  await measureLoad({
    label: `list ${resource} (target p95 <= ${TARGET_P95_MS} ms)`,
    url,
    requests,
    concurrency,
    headers,
  });
} finally {
  server?.close();
  await platform.close();
}

/** Signs in through the API as a browser would (CSRF cookie and header), answers the cookies. */
async function signIn(base, login, password) {
  const session = await fetch(`${base}/api/auth/session`);
  const { csrfToken } = await session.json();
  const jar = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, ...value] = pair.split('=');
      jar.set(name, value.join('='));
    }
  };
  keep(session);
  const cookies = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: cookies() },
    body: JSON.stringify({ login, password }),
  });
  if (answer.status !== 200)
    throw new Error(`sign-in answered ${answer.status}: ${await answer.text()}`);
  keep(answer);
  return cookies();
}
