import { expect } from '@playwright/test';
import type { AwardParticipantPage } from '@eventalp/plugin-award/domain';
import { seriousViolations } from './axeSupport';
import { test, waitForShell } from './support';

test('the award search lists the participating venues and narrows them in its filter modal', async ({
  page,
  request,
}) => {
  const all = (await (
    await request.get('/api/guest/award/participants')
  ).json()) as AwardParticipantPage;
  expect(all.total).toBeGreaterThan(0);
  const first = all.data[0]!;

  await page.goto('/site/de/swisslocationaward');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Swiss Location Award ${all.year}`,
  );
  await expect(page.getByText(`${all.total} Locations`, { exact: true })).toBeVisible();
  const cards = page.locator('.ea-award-results > li');
  await expect(cards).toHaveCount(Math.min(all.total, 36));
  await expect(cards.first().getByRole('heading')).toHaveText(first.name);
  expect(await seriousViolations(page)).toEqual([]);

  // The filter modal: a category of the first venue; the list and its address follow.
  const category = first.categories[0]!;
  const inCategory = (await (
    await request.get(`/api/guest/award/participants?category=${category}`)
  ).json()) as AwardParticipantPage;
  await page.getByRole('button', { name: 'Filter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Locations filtern' });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByLabel('Kategorie').selectOption(String(category));
  await dialog.getByRole('button', { name: 'Anzeigen' }).click();
  await page.waitForURL((url) => url.searchParams.get('category') === String(category));
  await waitForShell(page);
  await expect(cards).toHaveCount(Math.min(inCategory.total, 36));
  await expect(page.getByRole('button', { name: 'Filter (1)' })).toBeVisible();

  // The active filter is a link that drops it again.
  await page.getByRole('list', { name: 'Aktive Filter' }).getByRole('link').click();
  await page.waitForURL((url) => url.search === '');
  await expect(cards).toHaveCount(Math.min(all.total, 36));

  // A name nobody has: the empty state leads back.
  await page.goto('/site/de/swisslocationaward?name=gibt-es-nicht');
  await expect(page.getByRole('heading', { name: 'Keine Location gefunden.' })).toBeVisible();
});

test('the nominated list and the overview exist in every award language', async ({ page }) => {
  await page.goto('/site/fr/swisslocationaward_nomines');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lieux nominés');
  await expect(page.locator('head link[hreflang="de"]')).toHaveAttribute(
    'href',
    /\/site\/de\/swisslocationaward_nominiert$/,
  );
  // Another language's slug goes to this language's.
  await page.goto('/site/en/swisslocationaward_uebersicht');
  await expect(page).toHaveURL(/\/site\/en\/swisslocationaward_overview$/);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('in 30 seconds');
  await expect(page.getByRole('heading', { name: 'The quality seals' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
