#!/usr/bin/env node
// API benchmark: starts the platform on its embedded defaults (own data dir), seeds demo data and
// measures latency percentiles over HTTP on loopback. Prints figures; never fails on speed.
//   npm run bench -w @eventalp/platform-api [-- --requests 2000 --concurrency 20]
import path from 'node:path';
import { createRequire } from 'node:module';
import { measureLoad } from '../../scripts/measure-load.mjs';

const require = createRequire(import.meta.url);
const dist = path.resolve(import.meta.dirname, '../dist');
const { loadConfig, createPlatform, createApp } = require(dist);

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const requests = arg('requests', 2000);
const concurrency = arg('concurrency', 20);

const config = loadConfig({
  ...process.env,
  DATA_DIR: process.env.DATA_DIR ?? path.resolve(import.meta.dirname, '../../.data/bench'),
  EMBEDDED_PG_PORT: process.env.EMBEDDED_PG_PORT ?? '54359',
  LOG_LEVEL: 'silent',
});
const platform = await createPlatform(config, { service: 'bench' });
await platform.migrate();
await platform.seed({ demo: true, onlyNew: true });
const server = createApp(platform).listen(0, '127.0.0.1');
await new Promise((resolve) => server.once('listening', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

const measure = (label, url) => measureLoad({ label, url, requests, concurrency });

console.info(
  `platform API on ${base}, ${requests} requests per endpoint, ${concurrency} concurrent`,
);
await measure('GET /api/healthz', `${base}/api/healthz`);
await measure('GET /api/guest/magazine/tags', `${base}/api/guest/magazine/tags`);
await measure('GET /api/redirects/getall/front', `${base}/api/redirects/getall/front`);
await measure(
  'GET /api/guest/location/all-taxonomies',
  `${base}/api/guest/location/all-taxonomies`,
);
const publicIds = await platform.services
  .db('catalog_locations')
  .where({ approved: true })
  .whereNull('release_at')
  .whereNull('expires_at')
  .orderBy('id')
  .limit(2000)
  .pluck('id');
await measure(
  'GET /api/guest/locations/:id (cold)',
  (n) => `${base}/api/guest/locations/${publicIds[(n * 7919) % publicIds.length]}`,
);
// Warm: the same 100 entries again and again, as popular venues are in practice.
await measure(
  'GET /api/guest/locations/:id (warm)',
  (n) => `${base}/api/guest/locations/${publicIds[n % 100]}`,
);
await measure(
  'GET /api/guest/locations (grid page)',
  (n) => `${base}/api/guest/locations?category_id=511&page=${1 + (n % 10)}`,
);
await measure(
  'GET /api/guest/search/locations (all, facets)',
  (n) => `${base}/api/guest/search/locations?seed=${10000000 + (n % 50)}`,
);
await measure(
  'GET /api/guest/search/locations (filters)',
  (n) =>
    `${base}/api/guest/search/locations?region=${272 + (n % 26)}&persons=50&style=banquet&seed=12345678`,
);
await measure(
  'GET /api/guest/search/locations (text)',
  (n) =>
    `${base}/api/guest/search/locations?q=${['Schloss', 'Seminarhotel', 'Restaurant', 'Halle'][n % 4]}`,
);
server.close();
await platform.close();
