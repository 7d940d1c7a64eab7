import { expect } from '@playwright/test';
import { test } from './support';

test('an unknown path answers 404 with the product error page', async ({ page }) => {
  const response = await page.goto('/gibt/es/nicht');
  expect(response?.status()).toBe(404);
  await expect(page).toHaveTitle('404 Not Found');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Hoppla, wir können die Seite nicht finden, die du suchst.',
    }),
  ).toBeVisible();
  await expect(page.getByText('Möchtest du stattdessen...')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  const suggestions = page.getByRole('main').getByRole('link');
  await expect(suggestions).toHaveText([
    'Locations',
    'Caterer',
    'Eventtechnik',
    'Agenturen',
    'Eventmagazin',
    'Werbemöglichkeiten',
  ]);
  await expect(page.getByRole('link', { name: 'Caterer' })).toHaveAttribute(
    'href',
    '/provider/catering_partyservice',
  );
});

test('a path a micro-frontend owns but has no page for is a 404 too', async ({ request }) => {
  // Category paths take any slug (a wrong one redirects), so this path has no number.
  const response = await request.get('/site/_redaktionell/keine-seite');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('<title>404 Not Found</title>');
});
