#!/usr/bin/env node
// Writes the font file every page preloads: Inter (variable, @fontsource-variable/inter) cut to
// the characters of German, French, Italian and English text and to the weights the design tokens
// use (400-700). 28 KB instead of the 48 KB of fontsource's whole latin subset, which stays as the
// fallback face for the rare latin character outside this cut (src/styles/fonts.css). Run by the
// shell's build before webpack; the output is generated, not committed.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = fileURLToPath(
  import.meta.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
);
const target = path.join(here, '..', 'generated', 'fonts', 'inter-core-wght.woff2');

/**
 * The characters of the cut, as the unicode-range of its @font-face (keep the two equal):
 * Basic Latin, Latin-1 (umlauts, accents, «», ß, NBSP), Œ œ, and the typographic punctuation of
 * the site's texts (dashes, quotes, ellipsis, bullet, thin and narrow spaces, €, ™).
 */
const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x2009, 0x2009],
  [0x2011, 0x2011],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x202f, 0x202f],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const text = CORE_RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('');

const sourceTime = fs.statSync(source).mtimeMs;
const scriptTime = fs.statSync(fileURLToPath(import.meta.url)).mtimeMs;
const upToDate =
  fs.existsSync(target) && fs.statSync(target).mtimeMs >= Math.max(sourceTime, scriptTime);
if (!upToDate) {
  const cut = await subsetFont(fs.readFileSync(source), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 700 } },
  });
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, cut);
  console.info(`${path.relative(process.cwd(), target)}: ${cut.length} bytes`);
}
