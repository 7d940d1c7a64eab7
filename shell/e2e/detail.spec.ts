import { expect, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { collectPageErrors, waitForShell, test } from './support';

interface ShowcaseDetail {
  id: number;
  name: string;
  path: string;
  photos: unknown[];
  reviews: { company: string; image: { url: string } | null }[];
  prices: { service: string; pdf: { url: string } | null }[];
  vr: { url: string } | null;
  header_video: string | null;
  documents: { title: string | null }[];
  faq: Record<string, boolean | number | null> | null;
}

/**
 * A public location of the demo seed's showcase (every tenth from the 7th) that has reviews,
 * a price list PDF, a 360° tour, a header video, a brochure, FAQ answers and several photos.
 */
async function showcaseLocation(request: APIRequestContext): Promise<ShowcaseDetail> {
  const list = await request.get('/api/guest/locations?per_page=100');
  expect(list.ok()).toBe(true);
  const cards = ((await list.json()) as { data: { id: number }[] }).data;
  for (const card of cards.filter((c) => c.id % 10 === 7)) {
    const detail = (await (
      await request.get(`/api/guest/locations/${card.id}`)
    ).json()) as ShowcaseDetail;
    if (
      detail.reviews.length > 0 &&
      detail.reviews[0]!.image &&
      detail.prices[0]?.pdf &&
      detail.vr &&
      detail.faq &&
      detail.photos.length > 2
    )
      return detail;
  }
  throw new Error('The demo seed has no showcase location with reviews, prices PDF and tour');
}

test('the photo mosaic opens the lightbox; arrows step through the photos, Escape closes it and gives focus back', async ({
  page,
  request,
}) => {
  const location = await showcaseLocation(request);
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(location.path);
  await waitForShell(page);
  const mosaic = page.getByRole('region', { name: 'Fotos' });
  const count = location.photos.length;
  await expect(
    mosaic.getByRole('button', { name: `Alle Fotos anzeigen (${count})` }),
  ).toBeVisible();
  const second = mosaic.getByRole('button', { name: new RegExp(`^Foto 2 von ${count} `) });
  await second.focus();
  await page.keyboard.press('Enter');

  const lightbox = page.getByRole('dialog', { name: `Fotos von ${location.name}` });
  await expect(lightbox).toBeVisible();
  await expect(lightbox.getByText(`2 / ${count}`)).toBeVisible();
  await expect(lightbox.getByRole('img')).toHaveAttribute('alt', /.+/);
  await page.keyboard.press('ArrowRight');
  await expect(lightbox.getByText(`3 / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`1 / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(lightbox.getByText(`${count} / ${count}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(second).toBeFocused();
  expect(errors).toEqual([]);
});

test('the lightbox is code of its own, loaded only when it opens', async ({ page, request }) => {
  const location = await showcaseLocation(request);
  const scripts: string[] = [];
  page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
  await page.goto(location.path);
  await waitForShell(page);
  expect(scripts.filter((url) => /lightbox/.test(url))).toEqual([]);
  await page.getByRole('button', { name: /^Alle Fotos anzeigen/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(scripts.filter((url) => /lightbox/.test(url)).length).toBeGreaterThan(0);
});

test('the enquiry card stays beside the content while scrolling on desktop', async ({
  page,
  request,
}) => {
  const location = await showcaseLocation(request);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(location.path);
  await waitForShell(page);
  const card = page.getByRole('complementary', { name: 'Anfrage und Merkliste' });
  await expect(card.getByRole('button', { name: 'Location merken' })).toBeVisible();
  await expect(card.getByRole('region', { name: `Anfrage an ${location.name}` })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Eckdaten' });
  const cardBox = (await card.boundingBox())!;
  const factsBox = (await facts.boundingBox())!;
  expect(cardBox.x).toBeGreaterThan(factsBox.x + factsBox.width);

  await page.locator('#ea-address').scrollIntoViewIfNeeded();
  await expect(page.locator('#ea-address')).toBeInViewport();
  await expect(card).toBeInViewport();
  const scrolled = (await card.boundingBox())!;
  expect(scrolled.y).toBeGreaterThanOrEqual(0);
  expect(scrolled.x).toBe(cardBox.x);
});

test('on a phone the enquiry card follows the key facts, before the sections', async ({
  page,
  request,
}) => {
  const location = await showcaseLocation(request);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(location.path);
  await waitForShell(page);
  const facts = page.getByRole('region', { name: 'Eckdaten' });
  const card = page.getByRole('complementary', { name: 'Anfrage und Merkliste' });
  const rooms = page.getByRole('region', { name: 'Räume', exact: true });
  const factsBox = (await facts.boundingBox())!;
  const cardBox = (await card.boundingBox())!;
  const roomsBox = (await rooms.boundingBox())!;
  expect(cardBox.y).toBeGreaterThanOrEqual(factsBox.y + factsBox.height);
  expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(roomsBox.y);
  expect(cardBox.width).toBeGreaterThan(300);
  // The photos are one row that scrolls sideways, not a grid taller than the screen.
  const tiles = page.getByRole('region', { name: 'Fotos' }).getByRole('listitem');
  const first = (await tiles.nth(0).boundingBox())!;
  const next = (await tiles.nth(1).boundingBox())!;
  expect(next.y).toBe(first.y);
  expect(next.x).toBeGreaterThan(first.x + first.width - 1);
});

test('a showcase location shows its key facts, reviews, price list PDF, FAQ, documents, tour and videos', async ({
  page,
  request,
}) => {
  const location = await showcaseLocation(request);
  const youtube: string[] = [];
  page.on('request', (r) => /youtube/.test(new URL(r.url()).hostname) && youtube.push(r.url()));
  await page.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video</title>' }),
  );
  await page.goto(location.path);
  await waitForShell(page);

  const facts = page.getByRole('region', { name: 'Eckdaten' });
  for (const style of ['Bankett', 'Apéro', 'Konzert', 'Seminar'])
    await expect(facts.getByRole('term').filter({ hasText: style })).toBeVisible();
  await expect(facts.getByRole('definition').first()).toHaveText(/^bis \d+ Personen$/);
  await expect(facts.getByRole('term').filter({ hasText: 'Fläche' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Abschnitte dieser Seite' });
  await nav.getByRole('link', { name: 'Bewertungen' }).click();
  const reviews = page.getByRole('region', { name: 'Bewertungen' });
  await expect(reviews).toBeInViewport();
  await expect(reviews.getByText(location.reviews[0]!.company).first()).toBeVisible();
  await expect(reviews.getByRole('img', { name: /von 5 Sternen/ }).first()).toBeVisible();
  await expect(reviews.locator('.ea-review__image img').first()).toHaveAttribute('src', /\.jpg$/);

  const prices = page.getByRole('region', { name: 'Preise' });
  const pdf = prices.getByRole('link', {
    name: `Preisliste ${location.prices[0]!.service} (PDF)`,
  });
  const href = (await pdf.getAttribute('href'))!;
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toContain('application/pdf');

  const documents = page.getByRole('region', { name: 'Dokumente' });
  await expect(documents.getByRole('link', { name: 'Dokumentation (PDF)' })).toBeVisible();

  const faq = page.getByRole('region', { name: 'Häufige Fragen' });
  const question = faq.locator('summary').first();
  const answer = faq.locator('details').first().locator('p');
  await expect(answer).toBeHidden();
  await question.click();
  await expect(answer).toHaveText(/^(Ja|Nein|\d+)$/);

  const media = page.getByRole('region', { name: 'Videos und 360°-Rundgang' });
  await expect(media.getByRole('link', { name: '360°-Rundgang öffnen' })).toHaveAttribute(
    'href',
    location.vr!.url,
  );
  // Nothing comes from YouTube until a video is started.
  await media.scrollIntoViewIfNeeded();
  expect(youtube).toEqual([]);
  await expect(media.locator('iframe')).toHaveCount(0);
  await media.getByRole('button', { name: `Video abspielen: ${location.name}` }).click();
  await expect(media.locator('iframe')).toHaveAttribute(
    'src',
    /^https:\/\/www\.youtube-nocookie\.com\/embed\/demo\d{7}\?autoplay=1$/,
  );
  await expect.poll(() => youtube.length).toBeGreaterThan(0);
});

test('a showcase detail page has no serious accessibility violations, with the lightbox open too', async ({
  page,
  request,
}) => {
  const location = await showcaseLocation(request);
  await page.goto(location.path);
  await waitForShell(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: /^Alle Fotos anzeigen/ }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const)
  test(`the detail page does not shift while it loads and scrolls (${device})`, async ({
    page,
    request,
  }) => {
    const location = await showcaseLocation(request);
    await page.setViewportSize(viewport);
    // The web font is in the browser's cache, as for every page after a visitor's first: on a
    // first visit whose font arrives after the first paint, the swap from the metric-matched
    // fallback (fonts.css) moves text by a fraction of a pixel, which is not what this measures.
    await page.goto(location.path);
    await page.evaluate(() => document.fonts.ready);
    await page.addInitScript(() => {
      // Each shift with the elements that moved, so that a failure names its cause.
      const w = window as unknown as { __shifts: { value: number; moved: string[] }[] };
      w.__shifts = [];
      const describe = (node: Node | null) =>
        node instanceof Element
          ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}.${[...node.classList].join('.')}`
          : String(node?.nodeName);
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        })[])
          if (!entry.hadRecentInput)
            w.__shifts.push({
              value: entry.value,
              moved: (entry.sources ?? []).map((source) => describe(source.node)),
            });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(location.path);
    await waitForShell(page);
    for (let y = 0; y <= 4000; y += 600) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await page.waitForLoadState('networkidle');
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts,
    );
    expect(shifts).toEqual([]);
  });

test('a provider detail page has the same layout: key facts with the people it serves, the enquiry card with "Anbieter merken"', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/guest/providers?per_page=1');
  const provider = ((await response.json()) as { data: { name: string; path: string }[] }).data[0]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(provider.path);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: provider.name })).toBeVisible();
  const facts = page.getByRole('region', { name: 'Eckdaten' });
  await expect(facts.getByRole('term').filter({ hasText: 'Personen bis' })).toBeVisible();
  await expect(facts.getByRole('term').filter({ hasText: 'Räume' })).toHaveCount(0);
  const card = page.getByRole('complementary', { name: 'Anfrage und Merkliste' });
  await card.getByRole('button', { name: 'Anbieter merken' }).click();
  await expect(card.getByRole('button', { name: 'Anbieter gemerkt' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(card.getByRole('region', { name: `Anfrage an ${provider.name}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
