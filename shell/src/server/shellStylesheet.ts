import fs from 'node:fs';
import path from 'node:path';

/** Written by the shell's browser build (createHostWebpackConfig: `[name].css` of entry `main`). */
const STYLESHEET_FILE = 'main.css';

/**
 * The shell's own stylesheet (design tokens, the UI package's building blocks, the chrome), read
 * once at start and inlined into every page: small, and no request before the first paint.
 */
export function readShellStylesheet(publicDir: string): string {
  const file = path.join(publicDir, STYLESHEET_FILE);
  if (!fs.existsSync(file)) {
    throw new Error(`${file} is missing: build the shell first (npm run build -w @eventalp/shell)`);
  }
  return fs.readFileSync(file, 'utf8');
}

/**
 * The font files the head preloads: Inter's core cut, which nearly every page's text needs at
 * once (the whole latin and latin-ext subsets load only for the characters outside it).
 */
const PRELOADED_FONT = /url\((\/_shell\/fonts\/inter-core-wght\.[0-9a-f]{10}\.woff2)\)/g;

/** URLs of the stylesheet's fonts to preload, as its `url()`s name them (same URL, one download). */
export function fontPreloads(css: string): string[] {
  return [...new Set([...css.matchAll(PRELOADED_FONT)].map((match) => match[1]!))];
}
