#!/usr/bin/env node
// Page benchmark against a running stack (`npm start`): server-rendered pages at N concurrent
// clients. Prints figures and how many answers came from the shell's page cache; never fails on
// speed.
//   node scripts/bench-pages.mjs [--base http://localhost:3000] [--requests 2000] [--concurrency 20]
//                                [--only detail,search]
// Cases: the home page and location detail pages (warm: from the page cache when it is on), the
// same with a random `utm_source` (one cache entry for all of them), and the location search with
// a random filter combination (region, category, persons, page: practically every URL new).
// Against a shell started with PAGE_CACHE_TTL_MS=0 every case measures a full render.
import { measureLoad } from './measure-load.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const base = arg('base', 'http://localhost:3000');
const requests = Number(arg('requests', 2000));
const concurrency = Number(arg('concurrency', 20));
const only = arg('only', '')
  .split(',')
  .filter(Boolean)
  .map((name) => name.trim());

const grid = await (await fetch(`${base}/api/guest/locations?per_page=100`)).json();
const paths = grid.data.map((card) => card.path);
const { facets } = await (await fetch(`${base}/api/guest/search/locations?per_page=1`)).json();
const regions = facets.region.map((option) => option.value);
const categories = facets.category.map((option) => option.value);
console.info(
  `${base}: ${requests} requests per case, ${concurrency} concurrent, ${paths.length} venues`,
);

// Deterministic pseudo-random numbers: every run asks the same URLs.
let state = 20261127;
const random = (n) => {
  state = (state * 1103515245 + 12345) % 2147483648;
  return state % n;
};
const utm = () => `utm_source=bench${random(1e6)}&utm_campaign=c${random(1e6)}`;
const searchUrl = () => {
  const query = new URLSearchParams({
    region: regions[random(regions.length)],
    category: categories[random(categories.length)],
    persons: String(10 + random(290)),
  });
  if (random(3) === 0) query.set('page', '2');
  return `${base}/locations/seedId=${String(10_000_000 + random(89_999_999))}?${query}`;
};

const cases = [
  ['home', 'GET / (home)', () => `${base}/`],
  ['detail', 'GET location detail page', (n) => `${base}${paths[n % paths.length]}`],
  ['home-utm', 'GET /?utm_source=<random>', () => `${base}/?${utm()}`],
  [
    'detail-utm',
    'GET location detail ?utm_…=<random>',
    (n) => `${base}${paths[n % paths.length]}?${utm()}`,
  ],
  ['search', 'GET /locations/seedId=…?<random filters>', searchUrl],
];

// Warm the caches (remote server builds, API detail cache) before measuring.
await Promise.all(paths.map((path) => fetch(`${base}${path}`).then((r) => r.text())));
for (const [name, label, url] of cases) {
  if (only.length > 0 && !only.includes(name)) continue;
  const served = { hit: 0, miss: 0, none: 0 };
  await measureLoad({
    label,
    url,
    requests,
    concurrency,
    // Gzipped as to a browser; every 20th page is unpacked and checked.
    compressed: true,
    accept(response, html) {
      const cache = response.headers.get('x-page-cache') ?? 'none';
      served[cache] = (served[cache] ?? 0) + 1;
      return response.status === 200 && (html === null || html.includes('</html>'));
    },
  });
  console.info(
    `${''.padEnd(44)} page cache: ${served.hit} hit, ${served.miss} miss, ${served.none} not cached`,
  );
}
