import sharp from 'sharp';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { Random, seedFor } from './random';

export const PHOTO_THEMES = [
  'exterior_image',
  'entrance_image',
  'environment_image',
  'conference_image',
  'celebration_image',
  'wedding_image',
  'room',
  'provider',
] as const;
export type PhotoTheme = (typeof PHOTO_THEMES)[number];

const WIDTH = 1920;
const HEIGHT = 1280;

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h) % 360},${s}%,${l}%)`;

function sky(rng: Random): string {
  const hue = rng.int(190, 230);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(hue, 70, rng.int(45, 60))}"/><stop offset="1" stop-color="${hsl(hue + 20, 60, 88)}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>`;
}

function mountains(rng: Random, baseY: number): string {
  const points = [`0,${baseY}`];
  for (let x = 0; x <= WIDTH; x += rng.int(140, 320))
    points.push(`${x},${baseY - rng.int(120, 520)}`);
  points.push(`${WIDTH},${baseY}`);
  const snow = rng.chance(0.6)
    ? `<polygon points="${points.join(' ')}" fill="white" opacity="0.25" transform="translate(0,-30)"/>`
    : '';
  return `${snow}<polygon points="${points.join(' ')}" fill="${hsl(rng.int(200, 240), 15, rng.int(35, 55))}"/>`;
}

function building(rng: Random, x: number, ground: number): string {
  const w = rng.int(500, 900);
  const h = rng.int(300, 520);
  const wall = hsl(rng.int(20, 50), rng.int(20, 60), rng.int(60, 85));
  const roof = hsl(rng.int(0, 30), 50, rng.int(25, 40));
  let windows = '';
  for (let row = 0; row < Math.floor(h / 130); row += 1) {
    for (let col = 0; col < Math.floor(w / 120); col += 1) {
      windows += `<rect x="${x + 40 + col * 120}" y="${ground - h + 50 + row * 130}" width="60" height="80" fill="${hsl(45, 80, rng.int(55, 80))}" opacity="0.9"/>`;
    }
  }
  return `<rect x="${x}" y="${ground - h}" width="${w}" height="${h}" fill="${wall}"/><polygon points="${x - 40},${ground - h} ${x + w / 2},${ground - h - rng.int(120, 260)} ${x + w + 40},${ground - h}" fill="${roof}"/>${windows}`;
}

function trees(rng: Random, ground: number, count: number): string {
  let svg = '';
  for (let i = 0; i < count; i += 1) {
    const x = rng.int(0, WIDTH);
    const size = rng.int(40, 110);
    svg += `<rect x="${x - 8}" y="${ground - size}" width="16" height="${size}" fill="#5b3a1e"/><circle cx="${x}" cy="${ground - size}" r="${size * 0.7}" fill="${hsl(rng.int(90, 140), 45, rng.int(25, 40))}"/>`;
  }
  return svg;
}

function interior(rng: Random, dark: boolean): string {
  const wall = dark ? hsl(rng.int(220, 280), 30, 14) : hsl(rng.int(20, 60), 25, rng.int(75, 88));
  const floor = hsl(rng.int(20, 40), 40, dark ? 20 : rng.int(35, 55));
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${wall}"/><polygon points="0,${HEIGHT} ${WIDTH},${HEIGHT} ${WIDTH - 300},760 300,760" fill="${floor}"/>`;
}

function scene(theme: PhotoTheme, rng: Random): string {
  const ground = rng.int(880, 1000);
  switch (theme) {
    case 'exterior_image':
      return `${sky(rng)}${mountains(rng, ground - 100)}<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="${hsl(rng.int(80, 130), 40, 38)}"/>${building(rng, rng.int(200, 800), ground)}${trees(rng, ground + 40, rng.int(3, 9))}`;
    case 'entrance_image': {
      const door = hsl(rng.int(10, 40), 50, 25);
      return `${sky(rng)}<rect x="360" y="200" width="1200" height="${ground - 200}" fill="${hsl(rng.int(20, 50), 20, 78)}"/><path d="M760 ${ground} V520 a200 200 0 0 1 400 0 V${ground} Z" fill="${door}"/><rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="#9a9a9a"/>${[0, 1, 2].map((s) => `<rect x="${700 - s * 40}" y="${ground + s * 40}" width="${520 + s * 80}" height="40" fill="#bbb"/>`).join('')}<circle cx="640" cy="460" r="30" fill="#ffd66b"/><circle cx="1280" cy="460" r="30" fill="#ffd66b"/>`;
    }
    case 'environment_image':
      return `${sky(rng)}${mountains(rng, 760)}<rect y="760" width="${WIDTH}" height="240" fill="${hsl(rng.int(195, 215), 60, 45)}"/><rect y="1000" width="${WIDTH}" height="280" fill="${hsl(rng.int(80, 120), 45, 40)}"/>${trees(rng, 1100, rng.int(5, 14))}`;
    case 'conference_image': {
      let chairs = '';
      for (let row = 0; row < 5; row += 1)
        for (let col = 0; col < 8; col += 1)
          chairs += `<rect x="${360 + col * 150 + row * 10}" y="${800 + row * 90}" width="90" height="60" rx="8" fill="${hsl(rng.int(0, 360), 35, 35)}"/>`;
      return `${interior(rng, false)}<rect x="560" y="180" width="800" height="450" fill="#f4f4f4" stroke="#333" stroke-width="12"/><rect x="600" y="220" width="720" height="370" fill="${hsl(rng.int(180, 240), 50, 55)}"/>${chairs}`;
    }
    case 'celebration_image': {
      let lights = '';
      for (let i = 0; i < 60; i += 1)
        lights += `<circle cx="${(i * WIDTH) / 60}" cy="${200 + Math.sin(i / 4) * 60}" r="10" fill="${hsl(rng.int(30, 60), 90, 70)}"/>`;
      let tables = '';
      for (let i = 0; i < 6; i += 1)
        tables += `<ellipse cx="${300 + i * 260}" cy="${940 + (i % 2) * 120}" rx="110" ry="45" fill="white"/><rect x="${285 + i * 260}" y="${880 + (i % 2) * 120}" width="30" height="40" fill="${hsl(rng.int(0, 60), 70, 50)}"/>`;
      return `${interior(rng, true)}${lights}${tables}`;
    }
    case 'wedding_image': {
      let flowers = '';
      for (let a = 0; a <= 180; a += 8)
        flowers += `<circle cx="${960 + Math.cos((a * Math.PI) / 180) * 360}" cy="${620 - Math.sin((a * Math.PI) / 180) * 360}" r="${rng.int(22, 36)}" fill="${hsl(rng.pick([340, 0, 50, 300]), 70, rng.int(70, 88))}"/>`;
      return `${sky(rng)}<rect y="${ground}" width="${WIDTH}" height="${HEIGHT - ground}" fill="${hsl(100, 40, 45)}"/><polygon points="880,${HEIGHT} 1040,${HEIGHT} 990,${ground} 930,${ground}" fill="#f3efe6"/><path d="M600 ${ground} V620 A360 360 0 0 1 1320 620 V${ground}" fill="none" stroke="white" stroke-width="28"/>${flowers}`;
    }
    case 'room': {
      let windows = '';
      for (let i = 0; i < 4; i += 1)
        windows += `<rect x="${220 + i * 400}" y="220" width="240" height="360" fill="${hsl(205, 70, rng.int(70, 85))}"/>`;
      return `${interior(rng, false)}${windows}<rect x="520" y="820" width="880" height="90" fill="${hsl(30, 40, 45)}"/>`;
    }
    case 'provider': {
      const hue = rng.int(0, 360);
      let shapes = '';
      for (let i = 0; i < 12; i += 1)
        shapes += `<circle cx="${rng.int(0, WIDTH)}" cy="${rng.int(0, HEIGHT)}" r="${rng.int(60, 260)}" fill="${hsl(hue + rng.int(-40, 40), 60, rng.int(40, 75))}" opacity="0.7"/>`;
      return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${hsl(hue, 30, 20)}"/>${shapes}`;
    }
  }
}

/**
 * The last photos rendered in this process (a few MB at most): the demo seeds ask for the same
 * theme and variant again.
 */
const rendered = new Map<string, Promise<Buffer>>();
const RENDERED_KEPT = 24;

/**
 * Renders one demo photo as JPEG; the same theme and variant always give the same bytes, so each
 * is rendered once per process (the home seed's headers, regions and package deals repeat them).
 */
export function renderDemoPhoto(theme: PhotoTheme, variant: number): Promise<Buffer> {
  const key = `${theme}:${variant}`;
  let photo = rendered.get(key);
  if (!photo) {
    const rng = new Random(seedFor(theme, variant));
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${scene(theme, rng)}</svg>`;
    photo = sharp(Buffer.from(svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
    photo.catch(() => rendered.delete(key));
    rendered.set(key, photo);
    if (rendered.size > RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
  }
  return photo;
}

/** Stores `perTheme` photos of each theme in the media library; answers file ids by theme. */
export async function storeDemoPhotos(
  media: MediaLibrary,
  perTheme: number,
): Promise<Record<PhotoTheme, number[]>> {
  const result = {} as Record<PhotoTheme, number[]>;
  for (const theme of PHOTO_THEMES) {
    result[theme] = [];
    for (let variant = 0; variant < perTheme; variant += 1) {
      const bytes = await renderDemoPhoto(theme, variant);
      result[theme].push(
        await media.storeFile(bytes, `${theme.replace('_image', '')}-${variant + 1}.jpg`, 'image'),
      );
    }
  }
  return result;
}
