#!/usr/bin/env node
// Package search benchmark (issue 18, item 10): 4,000 public venues (bulk-inserted with
// generate_series), 2 halls and 3 published packages each, and a year of calendar entries per
// venue (a venue-wide event, a hall's weekly repetition, the other hall's monthly one); the
// package index is rebuilt, the platform API started against it, and
// `GET /api/guest/packages/search` with a date measured over HTTP on loopback from one client.
// Prints p50/p95/p99 and requests per second against the target (p95 <= 20 ms); never fails on
// speed.
//   npm run build   (once: the script runs the built platform)
//   node scripts/bench-packages.mjs [--venues 4000] [--requests 2000] [--concurrency 1]
//        [--database-url postgres://…]
// Without `--database-url` (or BENCH_DATABASE_URL) an embedded Postgres in .data/bench-packages
// is used (EMBEDDED_PG_PORT, default 54371). Seeding is idempotent: the venues this script made
// earlier are kept and only missing ones added (with their halls, packages and calendar).
import path from 'node:path';
import { createRequire } from 'node:module';
import { measureLoad } from './measure-load.mjs';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..');
const { loadConfig, createPlatform, createApp } = require(path.join(root, 'platform-api/dist'));
const { allPackageDocuments } = require(path.join(root, 'plugins/packages/dist'));

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const venues = Number(arg('venues', 4_000));
const requests = Number(arg('requests', 2000));
const concurrency = Number(arg('concurrency', 1));
const databaseUrl = arg('database-url', process.env.BENCH_DATABASE_URL);
const TARGET_P95_MS = 20;
const TARGET_RESERVATION_P95_MS = 50;

/** Marks the venues this script makes, so a second run tops them up instead of doubling them. */
const MARK = 'bench-pkg-';

/** Adds venues `from`..`from + count - 1`: public, spread over the Swiss cantons and places. */
const addVenues = (db, from, count) =>
  db.raw(
    `with regions as (select array_agg(id order by id) as ids from taxonomy_terms where type = 26),
          categories as (select min(id) as id from taxonomy_terms where type = 9)
     insert into catalog_locations
       (full_name, short_name, slug, category_id, region_id, type_id, approved, place, zip,
        country_category, lat, lng, created_at, updated_at)
     select 'Bench Paketlocation ' || n, 'Bench ' || n, '${MARK}' || n, categories.id,
            regions.ids[1 + n % array_length(regions.ids, 1)], 1 + n % 7, true,
            'Ort ' || (n % 500), lpad((1000 + n % 9000)::text, 4, '0'), 1,
            45.9 + (n % 997) / 997.0 * 1.8, 6.0 + (n % 991) / 991.0 * 4.4, now(), now()
       from generate_series(?::int, ?::int) as n, regions, categories`,
    [from, from + count - 1],
  );

/** Two halls, three published packages and a year of calendar entries for venues without halls. */
async function addPackages(db) {
  await db.raw(
    `insert into packages_halls (location_id, name, capacities, rental_slots)
     select l.id, h.name, h.capacities::jsonb, '[{"slotId":9,"priceRappen":150000}]'::jsonb
       from catalog_locations l
       cross join (values ('Seesaal', '{"theatre":150,"banquet":120}'),
                          ('Salon', '{"theatre":40,"ushape":18}')) as h(name, capacities)
      where l.slug like '${MARK}%'
        and not exists (select 1 from packages_halls x where x.location_id = l.id)`,
  );
  const halls = `(select array_agg(h.id order by h.id) from packages_halls h where h.location_id = l.id)`;
  await db.raw(
    `insert into packages_bundles
       (location_id, event_type, name, days, times_of_day, meals, hall_ids, overnight,
        single_price_rappen, price_per_person_rappen, confirmations, state, published_at)
     select l.id, p.event_type, p.name, p.days, p.times::jsonb, '["lunch"]'::jsonb,
            case p.hall when 0 then ${halls} else array[(${halls})[p.hall]] end,
            p.days > 1, p.single, p.per_person, array[p.confirmation], 'published', now()
       from catalog_locations l
       cross join (values
         ('meeting', 'Seminartag', 1, '[["morning","afternoon"]]', 2, 12000, 8900, 25),
         ('celebration_business', 'Firmenfest', 1, '[["evening"]]', 1, 15000, 11000, 26),
         ('wedding', 'Hochzeit mit Übernachtung', 2, '[["evening"],["morning"]]', 0, 25000, 19000, 27)
       ) as p(event_type, name, days, times, hall, single, per_person, confirmation)
      where l.slug like '${MARK}%'
        and not exists (select 1 from packages_bundles x where x.location_id = l.id)`,
  );
  // Day numbers (days since 1970) of today and a year on, for the stored occurrence bounds.
  await db.raw(
    `with bench as (
       select l.id, l.id % 365 as offset_days,
              (select min(h.id) from packages_halls h where h.location_id = l.id) as first_hall,
              (select max(h.id) from packages_halls h where h.location_id = l.id) as second_hall
         from catalog_locations l
        where l.slug like '${MARK}%'
          and not exists (select 1 from packages_calendar_entries x where x.location_id = l.id)),
     days as (select (current_date - date '1970-01-01') as today)
     insert into packages_calendar_entries
       (location_id, room_id, hall_id, kind, start_date, end_date, start_hour, end_hour,
        repeat_frequency, repeat_interval, repeat_until, rrule, first_day, last_day, source)
     select b.id, null, e.hall, e.kind,
            to_char(current_date + e.start_offset, 'YYYY-MM-DD'),
            to_char(current_date + e.start_offset + e.length - 1, 'YYYY-MM-DD'),
            e.start_hour, e.end_hour, e.frequency, e.every,
            case when e.frequency is null then null
                 else to_char(current_date + e.start_offset + 364, 'YYYY-MM-DD') end,
            case when e.frequency is null then null
                 else 'FREQ=' || upper(e.frequency) || ';INTERVAL=' || e.every end,
            days.today + e.start_offset,
            days.today + e.start_offset + case when e.frequency is null then e.length - 1 else 364 end,
            'owner'
       from bench b, days
       cross join lateral (values
         (null::int, 'event', b.offset_days, 2, null::int, null::int, null::text, null::int),
         (b.first_hall, 'internal_use', b.offset_days % 7, 1, 8, 12, 'weekly', 1 + b.id % 3),
         (b.second_hall, 'construction', b.offset_days % 28, 1, null, null, 'monthly', 1),
         (null, 'event', (b.offset_days + 180) % 365, 1, 18, 23, null, null)
       ) as e(hall, kind, start_offset, length, start_hour, end_hour, frequency, every)`,
  );
}

const config = loadConfig({
  ...process.env,
  ...(databaseUrl
    ? { DATABASE_URL: databaseUrl }
    : {
        DATABASE_URL: '',
        DATA_DIR: process.env.DATA_DIR ?? path.join(root, '.data/bench-packages'),
        EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54371',
      }),
  REDIS_URL: '',
  LOG_LEVEL: 'silent',
  // Every reservation comes from its own address (X-Forwarded-For), as many organisers would;
  // the form limit stays on, with room for the run.
  TRUST_PROXY: 'true',
  FORM_RATE_LIMIT_PER_MINUTE: '10000',
});
const platform = await createPlatform(config, { service: 'bench-packages' });
const { db } = platform.services;
let server;
try {
  await platform.migrate();
  await platform.seed({ demo: true, onlyNew: true, counts: { locations: 20, providers: 20 } });
  let started = performance.now();
  const [{ n }] = await db('catalog_locations').where('slug', 'like', `${MARK}%`).count({ n: '*' });
  const missing = Math.max(0, venues - Number(n));
  for (let have = Number(n); have < venues; have += 1000)
    await addVenues(db, have + 1, Math.min(1000, venues - have));
  await addPackages(db);
  await db.raw('analyze');
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
  console.info(
    `${missing} venues added (${venues} bench venues) with halls, packages, calendars in ${seconds()} s`,
  );

  started = performance.now();
  const indexed = await platform.services.search.rebuild(
    'packages',
    allPackageDocuments(platform.services),
  );
  console.info(`package index rebuilt: ${indexed} packages in ${seconds()} s`);

  server = createApp(platform).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${server.address().port}`;

  // A different day of the coming year for each request, some persons, the seed of one visitor.
  const day = (i) => new Date(Date.now() + (1 + (i % 360)) * 86_400_000).toISOString().slice(0, 10);
  const search = (query) => (i) =>
    `${base}/api/guest/packages/search?persons=30&date=${day(i)}${query}&seed=48213307&size=24`;
  const first = await (await fetch(search('')(0))).json();
  console.info(
    `GET /api/guest/packages/search?persons=30&date=…: ${first.total} packages can start on ${day(0)}; ${requests} requests, ${concurrency} concurrent`,
  );
  // Warm-up (connections, the engine's columns), then the measured runs. The route keeps no
  // answer cache: every request runs the engine's query (its columns stay in memory).
  await measureLoad({ label: 'warm-up', url: search(''), requests: 100, concurrency });
  await measureLoad({
    label: 'baseline GET /api/healthz',
    url: `${base}/api/healthz`,
    requests,
    concurrency,
  });
  await measureLoad({
    label: `package search with a date (target p95 <= ${TARGET_P95_MS} ms)`,
    url: search(''),
    requests,
    concurrency,
  });
  await measureLoad({
    label: 'package search with a date, wedding, page 3',
    url: search('&eventType=wedding&page=3'),
    requests,
    concurrency,
  });
  await benchReservations({ base, platform, requests, concurrency });
} finally {
  server?.close();
  await platform.close();
}

/**
 * Reservations (issue 18, item 10: reservation p95 <= 50 ms): one signed-in organiser with
 * view_booking_module reserves the bench's seminar packages (one hall, whole-day slot) on days
 * of the coming year, each request from its own address, through `POST /api/user/my-bookings`:
 * the whole path (schema, CSRF, the venue's calendar lock, the offer read in the transaction,
 * the hour check against calendar entries and bookings, the booking, its history, the venue's
 * mail into the outbox, the index event). A day the calendar or an earlier run holds answers 409
 * (counted apart: it runs the same checks).
 */
async function benchReservations({ base, platform, requests, concurrency }) {
  const { ACCOUNT_SIGNUP } = require(path.join(root, 'plugins/accounts/dist'));
  const login = `${MARK}planer`;
  if (!(await db('accounts_users').where({ login_name: login }).first('id')))
    await db.transaction((trx) =>
      platform.services.service(ACCOUNT_SIGNUP).register(trx, {
        login_name: login,
        email: `${login}@example.ch`,
        first_name: 'Bench',
        last_name: 'Planer',
        password: 'geheim12',
      }),
    );
  await db('accounts_users')
    .where({ login_name: login })
    .update({ permissions_array: ['view_booking_module'] });

  const cookies = new Map();
  const keep = (response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookie = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  let address = 0;
  const nextAddress = () => {
    address += 1;
    return `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`;
  };
  const sessionToken = async () => {
    const response = await fetch(`${base}/api/auth/session`, { headers: { cookie: cookie() } });
    keep(response);
    return (await response.json()).csrfToken;
  };
  const loginToken = await sessionToken();
  const signIn = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: cookie(),
      'x-csrf-token': loginToken,
      'x-forwarded-for': nextAddress(),
    },
    body: JSON.stringify({ login, password: 'geheim12' }),
  });
  keep(signIn);
  if (signIn.status !== 200)
    throw new Error(`sign-in answered ${signIn.status}: ${(await signIn.text()).slice(0, 200)}`);
  const token = await sessionToken();

  const packages = await db('packages_bundles as b')
    .join('catalog_locations as l', 'l.id', 'b.location_id')
    .where('l.slug', 'like', `${MARK}%`)
    .where('b.event_type', 'meeting')
    .orderBy('b.id')
    .select('b.id', 'b.hall_ids');
  const runDay = Math.floor(Date.now() / 86_400_000) % 97;
  const reservation = (i) => {
    const bundle = packages[i % packages.length];
    // Each package on another day of the year per request and per run.
    const offset = 2 + ((Math.floor(i / packages.length) * 41 + runDay * 3 + i) % 380);
    return {
      packageId: bundle.id,
      choice: {
        date: new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10),
        persons: 20,
        halls: bundle.hall_ids.map((hallId) => ({ hallId, slotId: 9 })),
      },
      contact: {
        firstName: 'Bench',
        lastName: 'Planer',
        company: null,
        email: `${login}@example.ch`,
        phone: '+41 44 123 45 67',
        message: null,
      },
    };
  };
  const send = (i) =>
    fetch(`${base}/api/user/my-bookings`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: cookie(),
        'x-csrf-token': token,
        'x-forwarded-for': nextAddress(),
      },
      body: JSON.stringify(reservation(i)),
    });

  const run = async (label, count, offset) => {
    const latencies = [];
    const statuses = new Map();
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = offset + next;
          next += 1;
          const sent = performance.now();
          const response = await send(i);
          const body = await response.text();
          latencies.push(performance.now() - sent);
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status !== 201 && response.status !== 409)
            throw new Error(`reservation answered ${response.status}: ${body.slice(0, 200)}`);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))];
    console.info(
      `${label}: ${count} in ${seconds.toFixed(1)} s, ${(count / seconds).toFixed(0)}/s, ` +
        `p50 ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms; ` +
        `answers ${[...statuses].map(([status, n]) => `${status}×${n}`).join(', ')}`,
    );
  };
  const reservations = Math.min(requests, 1000);
  await run('reservation warm-up', 50, 0);
  await run(
    `POST /api/user/my-bookings, ${concurrency} concurrent (target p95 <= ${TARGET_RESERVATION_P95_MS} ms)`,
    reservations,
    50,
  );
}
