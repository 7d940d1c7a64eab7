import { expect, type APIRequestContext } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

interface OfferAnswer {
  package: { id: number; name: string; eventType: string };
  venue: { id: number; slug: string };
}

/** The demo's published seminar package of venue 1 (the demo seed gives each venue three). */
async function seminarOf(request: APIRequestContext): Promise<OfferAnswer> {
  for (let id = 1; id <= 30; id++) {
    const answer = await request.get(`/api/guest/packages/${id}`);
    if (!answer.ok()) continue;
    const offer = (await answer.json()) as OfferAnswer;
    if (offer.package.name === 'Seminartag am See' && offer.venue.id === 1) return offer;
  }
  throw new Error('the demo seminar package of venue 1 is missing');
}

const pathOf = (kind: string, offer: OfferAnswer) =>
  `/site/${kind}/${offer.package.id}/seminartag-am-see/${offer.package.eventType}/${offer.venue.id}/${offer.venue.slug}`;
const totalOf = (page: import('@playwright/test').Page) =>
  page.getByRole('row', { name: /Total inkl\. MWST/ }).textContent();

test('an organiser prices a package, checks the summary and reserves it', async ({ page }) => {
  const offer = await seminarOf(page.request);
  const detail = pathOf('_package', offer);
  await loginThroughModal(page, DEMO_USERS.planer, detail);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Seminartag am See' })).toBeVisible();
  await expect(page.getByText('Meeting / Seminar')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The served page: its Offer for search engines, a 301 from another spelling, a 404 for
  // another event type.
  const html = await (await page.request.get(detail)).text();
  const offers = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
    .map((match) => JSON.parse(match[1]!) as { '@type': string; priceCurrency?: string })
    .filter((item) => item['@type'] === 'Offer');
  expect(offers).toEqual([expect.objectContaining({ priceCurrency: 'CHF' })]);
  const renamed = await page.request.get(detail.replace('seminartag-am-see', 'alt'), {
    maxRedirects: 0,
  });
  expect(renamed.status()).toBe(301);
  expect(renamed.headers().location).toBe(detail);
  const wrongType = await page.request.get(detail.replace('/meeting/', '/wedding/'));
  expect(wrongType.status()).toBe(404);

  const before = await totalOf(page);
  await page.getByLabel('Anzahl Personen', { exact: true }).fill('12');
  await expect.poll(() => totalOf(page)).not.toBe(before);
  const total = await totalOf(page);

  await page.getByRole('link', { name: 'Weiter zur Zusammenfassung', exact: true }).click();
  await page.waitForURL(/\/site\/_package_summary\/.*persons=12/);
  await expect(page.getByRole('heading', { level: 1, name: /^Zusammenfassung: / })).toBeVisible();
  await expect.poll(() => totalOf(page)).toBe(total);

  await page.getByRole('link', { name: 'Jetzt reservieren', exact: true }).click();
  await page.waitForURL(/\/site\/_package_reservation\/.*persons=12/);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Reservierung: / })).toBeVisible();
  await expect.poll(() => totalOf(page)).toBe(total);
  expect(await seriousViolations(page)).toEqual([]);

  // The organiser's account fills in the name and e-mail; the phone is still missing.
  await expect(page.getByLabel('Vorname', { exact: true })).toHaveValue('Paula');
  await page.getByRole('button', { name: 'Reservierung senden', exact: true }).click();
  await expect(page.getByLabel('Telefon', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Vorname', { exact: true }).fill('Petra');
  await page.getByLabel('Nachname', { exact: true }).fill('Planer');
  await page.getByLabel('E-Mail', { exact: true }).fill('petra.planer@example.ch');
  await page.getByLabel('Telefon', { exact: true }).fill('+41 44 123 45 67');
  await page.getByRole('button', { name: 'Reservierung senden', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /PB-[A-Z0-9]{8}/ })).toBeVisible();
  const booking = page.getByRole('link', { name: 'Zu deiner Buchung', exact: true });
  await expect(booking).toHaveAttribute('href', /^\/site\/user\/requests\/\d+$/);
});

test('a visitor who is not signed in goes from a package page to the locations', async ({
  page,
}) => {
  const offer = await seminarOf(page.request);
  const detail = pathOf('_package', offer);
  const answer = await page.request.get(detail, { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(`/site/locations?redirect=${encodeURIComponent(detail)}`);

  await page.goto(detail);
  await page.waitForURL((url) => url.pathname === '/site/locations');
});
