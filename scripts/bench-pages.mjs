#!/usr/bin/env node
// Page benchmark against a running stack (`npm start`): server-rendered location detail pages and
// the home page at N concurrent clients. Prints figures; never fails on speed.
//   node scripts/bench-pages.mjs [--base http://localhost:3000] [--requests 2000] [--concurrency 20]
const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const base = arg('base', 'http://localhost:3000');
const requests = Number(arg('requests', 2000));
const concurrency = Number(arg('concurrency', 20));

async function measure(label, urlOf) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const url = urlOf(next);
        const t0 = performance.now();
        const response = await fetch(url, { redirect: 'manual' });
        const html = await response.text();
        if (response.status !== 200 || !html.includes('</html>'))
          throw new Error(`${url} answered ${response.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.info(
    `${label.padEnd(28)} ${String(latencies.length).padStart(6)} req  ${(latencies.length / seconds).toFixed(0).padStart(5)} req/s  p50 ${pct(50)} ms  p95 ${pct(95)} ms  p99 ${pct(99)} ms`,
  );
}

const grid = await (await fetch(`${base}/api/guest/locations?per_page=100`)).json();
const paths = grid.data.map((card) => card.path);
console.info(
  `${base}: ${requests} requests per page kind, ${concurrency} concurrent, ${paths.length} venues`,
);
// Warm the caches (remote server builds, API detail cache) before measuring.
await Promise.all(paths.map((path) => fetch(`${base}${path}`).then((r) => r.text())));
await measure('GET / (home)', () => `${base}/`);
await measure('GET location detail page', (n) => `${base}${paths[n % paths.length]}`);
