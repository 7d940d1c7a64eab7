#!/usr/bin/env node
// Initial JS of public pages against the 170 KB gzip budget (design brief, quality budgets):
// every script a page loads until the shell is ready and the network is idle, gzipped (level 9)
// one by one, the way a CDN would serve them. Runs Debian's Chromium against a running stack.
//   node scripts/measure-initial-js.mjs [--base http://localhost:3000] [path ...]
import fs from 'node:fs';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const BUDGET_KB = 170;
const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'http://localhost:3000';
const paths = args.length > 0 ? args : ['/', '/locations'];

const { path: executablePath, args: chromiumArgs } = JSON.parse(
  fs.readFileSync(new URL('./chromium.json', import.meta.url), 'utf8'),
);
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
let over = false;
try {
  for (const path of paths) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = await response.body().catch(() => null);
      if (body)
        scripts.push({
          url: response.url(),
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        });
    });
    await page.goto(`${base}${path}`);
    await page.waitForSelector('html[data-shell-ready]');
    await page.waitForLoadState('networkidle');
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0) / 1024;
    console.info(
      `${path}: ${total.toFixed(1)} KB gzip in ${scripts.length} scripts (budget ${BUDGET_KB} KB)`,
    );
    for (const script of scripts.sort((a, b) => b.gzip - a.gzip))
      console.info(
        `  ${(script.gzip / 1024).toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}`,
      );
    if (total > BUDGET_KB) over = true;
    await page.close();
  }
} finally {
  await browser.close();
}
process.exit(over ? 1 : 0);
