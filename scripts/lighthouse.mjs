#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse 12 (mobile) in Debian's Chromium on the home page, the location
// search and a location detail page; prints the four category scores and the lab Core Web Vitals
// and exits 1 when a page misses the budgets of the architecture brief.
//   --base http://localhost:3000   measure a stack that is already up (else one is started on
//                                  PORT_BASE, default 3000, and stopped afterwards)
//   --runs 3                       runs per page; the run with the median performance score counts
//   --json file                    also write the figures as JSON
//   --reports dir                  also keep every run's full Lighthouse report (JSON) in dir
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { buildStale, startStack } from './stack.mjs';

/** Debian's Chromium and its flags (shared with the e2e suite). */
const { path: CHROMIUM, args: CHROME_FLAGS } = JSON.parse(
  fs.readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'),
);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Minimum scores (0-100) from the architecture brief, section 5. */
const BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 100 };
const METRICS = {
  LCP: 'largest-contentful-paint',
  CLS: 'cumulative-layout-shift',
  TBT: 'total-blocking-time',
  FCP: 'first-contentful-paint',
  SI: 'speed-index',
};

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : fallback;
}

/** A public location detail path, from the catalogue's sitemap source. */
async function locationDetailPath(base) {
  const response = await fetch(`${base}/api/guest/sitemap/locations?country=1`);
  if (!response.ok) throw new Error(`no location list: HTTP ${response.status}`);
  const { data } = await response.json();
  if (!data[0]) throw new Error('the catalogue has no public location');
  return data[0].path;
}

function figuresOf(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
  );
  const metrics = Object.fromEntries(
    Object.entries(METRICS).map(([name, audit]) => [name, lhr.audits[audit]?.numericValue ?? null]),
  );
  const failing = CATEGORIES.flatMap((id) =>
    Object.values(lhr.categories[id]?.auditRefs ?? [])
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (audit) =>
          audit &&
          audit.score !== null &&
          audit.score < 0.9 &&
          audit.scoreDisplayMode !== 'informative' &&
          audit.scoreDisplayMode !== 'manual' &&
          audit.scoreDisplayMode !== 'notApplicable',
      )
      .map((audit) => `${id}: ${audit.id} (${audit.displayValue ?? audit.score})`),
  );
  return { scores, metrics, failing: [...new Set(failing)] };
}

const format = (name, value) =>
  value === null ? 'n/a' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

async function measure(base, runs) {
  const only = option('pages')?.split(',');
  const pages = [
    ['home', '/'],
    ['search', '/locations'],
    ['location detail', await locationDetailPath(base)],
  ].filter(([name]) => !only || only.some((word) => name.includes(word)));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const results = [];
  try {
    for (const [name, path] of pages) {
      const url = `${base}${path}`;
      // One visit first, so the shell's page cache and the remotes' server builds are warm as for
      // any visitor after the first.
      await fetch(url);
      const measured = [];
      let retries = 0;
      for (let run = 0; run < runs; run += 1) {
        const answer = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        // A run whose trace failed (e.g. NO_NAVSTART) has no scores: it is measured again rather
        // than counted as 0 in the median.
        if (answer.lhr.runtimeError && retries < 3) {
          console.warn(`${name}: run ${run + 1} failed (${answer.lhr.runtimeError.code}), again`);
          retries += 1;
          run -= 1;
          continue;
        }
        measured.push(figuresOf(answer.lhr));
        const reports = option('reports');
        if (reports) {
          fs.mkdirSync(reports, { recursive: true });
          const file = `${reports}/${name.replace(/\W+/g, '-')}-${run + 1}.json`;
          fs.writeFileSync(file, JSON.stringify(answer.lhr));
        }
      }
      measured.sort((a, b) => a.scores.performance - b.scores.performance);
      results.push({ name, path, ...measured[Math.floor(measured.length / 2)] });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const runs = Number(option('runs', '1'));
let base = option('base', process.env.LIGHTHOUSE_BASE_URL);
let stack = null;
if (!base) {
  buildStale((message) => console.info(`[lighthouse] ${message}`));
  stack = await startStack({
    portBase: Number(process.env.PORT_BASE ?? 3000),
    log: (message) => console.info(`[lighthouse] ${message}`),
  });
  base = stack.url;
}
let results;
try {
  results = await measure(base, runs);
} finally {
  await stack?.stop();
}

let missed = false;
for (const result of results) {
  const scores = CATEGORIES.map((id) => {
    const ok = result.scores[id] >= BUDGETS[id];
    missed ||= !ok;
    return `${id} ${result.scores[id]}${ok ? '' : ' (below ' + BUDGETS[id] + ')'}`;
  });
  console.info(`\n${result.name} (${result.path})`);
  console.info(`  ${scores.join(' | ')}`);
  console.info(
    `  ${Object.keys(METRICS)
      .map((name) => `${name} ${format(name, result.metrics[name])}`)
      .join(' | ')}`,
  );
  for (const finding of result.failing) console.info(`  - ${finding}`);
}
const jsonFile = option('json');
if (jsonFile) fs.writeFileSync(jsonFile, `${JSON.stringify(results, null, 2)}\n`);
process.exit(missed ? 1 : 0);
