#!/usr/bin/env node
// Search benchmark: a catalogue of --locations venues (seeded once into its own data dir, then
// reused), representative location searches measured at the engine and over HTTP on loopback.
// Prints p50/p95 latency for one client and throughput for --concurrency clients; never fails
// on speed.
//   npm run bench:search -w @eventalp/platform-api -- --locations 100000
import path from 'node:path';
import { createRequire } from 'node:module';
import { measureLoad } from '../../scripts/measure-load.mjs';

const require = createRequire(import.meta.url);
const { loadConfig, createPlatform, createApp } = require(
  path.resolve(import.meta.dirname, '../dist'),
);
const { buildLocationQuery, locationSearchInput } = require('@eventalp/plugin-search');

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const locations = arg('locations', 4000);
const requests = arg('requests', 1000);
const concurrency = arg('concurrency', 20);

const config = loadConfig({
  ...process.env,
  DATA_DIR:
    process.env.DATA_DIR ??
    path.resolve(import.meta.dirname, `../../.data/bench-search-${locations}`),
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54369',
  LOG_LEVEL: 'silent',
});
const platform = await createPlatform(config, { service: 'bench-search' });
const { db, search } = platform.services;
await platform.migrate();
const seedStarted = performance.now();
const seeded = await platform.seed({
  demo: true,
  onlyNew: true,
  counts: { locations, providers: Math.max(200, Math.round(locations / 20)), photos: 3 },
});
await platform.drainJobs();
if (seeded.length > 0)
  console.info(
    `seeded ${seeded.length} seeds in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`,
  );
const indexed = await search.count('locations');
const warmStarted = performance.now();
await search.query({ index: 'locations', perPage: 1 });
console.info(
  `${indexed} locations in the index; columns loaded in ${(performance.now() - warmStarted).toFixed(0)} ms`,
);

const places = await db('taxonomy_terms').where({ type: 29 }).whereNotNull('lat').pluck('id');
const regions = await db('taxonomy_terms').whereBetween('id', [272, 297]).pluck('id');
// The API pages up to 1,000 (36,000 entries deep).
const lastPage = Math.min(1000, Math.max(1, Math.floor(indexed / 36) - 1));
const words = [
  'Schloss',
  'Seminarhotel',
  'Restaurant',
  'Halle',
  'Zürich',
  'Hochzeit',
  'See',
  'Bern',
];
/** Representative searches: URL parameters of the search API for request number n. */
const scenarios = {
  'facets, whole catalogue': (n) => ({ seed: String(10_000_000 + n) }),
  'free text': (n) => ({ q: words[n % words.length], seed: '12345678' }),
  'several filters': (n) => ({
    region: String(regions[n % regions.length]),
    persons: '50',
    style: 'banquet',
    event_kinds: '3',
    seed: '12345678',
  }),
  'geo radius 25 km': (n) => ({
    place: String(places[n % places.length]),
    distance: '25',
    seed: '12345678',
  }),
  'deep pagination': (n) => ({
    page: String(Math.max(1, lastPage - (n % 20))),
    seed: String(20_000_000 + (n % 7)),
  }),
};

console.info(`\nengine (${search.name}), one client, ${requests} queries per scenario`);
for (const [label, params] of Object.entries(scenarios)) {
  const latencies = [];
  for (let n = 0; n < requests; n++) {
    const input = locationSearchInput.parse(params(n));
    const place = input.place
      ? await db('taxonomy_terms')
          .where({ id: Number(input.place) })
          .first('lat', 'lng')
      : null;
    const t0 = performance.now();
    await search.query(
      buildLocationQuery(input, {
        seed: input.seed,
        weakBuildingTypes: new Set(),
        placePosition: place ? { lat: place.lat, lng: place.lng } : null,
      }),
    );
    latencies.push(performance.now() - t0);
  }
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.floor((p / 100) * latencies.length)].toFixed(2);
  console.info(`${label.padEnd(44)} p50 ${pct(50)} ms  p95 ${pct(95)} ms`);
}

const server = createApp(platform).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}/api/guest/search/locations`;
const url = (params) => (n) => `${base}?${new URLSearchParams(params(n))}`;
for (const clients of [1, concurrency]) {
  console.info(`\nHTTP GET /api/guest/search/locations, ${clients} client(s)`);
  for (const [label, params] of Object.entries(scenarios))
    await measureLoad({ label, url: url(params), requests, concurrency: clients });
}
server.close();
await platform.close();
