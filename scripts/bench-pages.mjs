#!/usr/bin/env node
// Page benchmark against a running stack (`npm start`): server-rendered location detail pages and
// the home page at N concurrent clients. Prints figures; never fails on speed.
//   node scripts/bench-pages.mjs [--base http://localhost:3000] [--requests 2000] [--concurrency 20]
import { measureLoad } from './measure-load.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const base = arg('base', 'http://localhost:3000');
const requests = Number(arg('requests', 2000));
const concurrency = Number(arg('concurrency', 20));

const measure = (label, url) =>
  measureLoad({
    label,
    url,
    requests,
    concurrency,
    accept: (response, html) => response.status === 200 && html.includes('</html>'),
  });

const grid = await (await fetch(`${base}/api/guest/locations?per_page=100`)).json();
const paths = grid.data.map((card) => card.path);
console.info(
  `${base}: ${requests} requests per page kind, ${concurrency} concurrent, ${paths.length} venues`,
);
// Warm the caches (remote server builds, API detail cache) before measuring.
await Promise.all(paths.map((path) => fetch(`${base}${path}`).then((r) => r.text())));
await measure('GET / (home)', () => `${base}/`);
await measure('GET location detail page', (n) => `${base}${paths[n % paths.length]}`);
