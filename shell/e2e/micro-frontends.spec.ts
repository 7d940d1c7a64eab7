import { expect } from '@playwright/test';
import { DEMO_USERS, allTaxonomies, loginThroughModal, waitForShell, test } from './support';

test('marketplace home shows offer types and Swiss regions from the API', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/api/guest/home?country=1')).json();
  const regions = (home.regions as { name: string }[]).map((region) => region.name);
  const catering = (home.offer_types as { value: string; labelHome: string }[]).find(
    (type) => type.value === 'catering',
  );
  expect(regions.length).toBeGreaterThan(3);
  expect(catering).toBeDefined();

  await page.goto('/');
  await waitForShell(page);
  await expect(page).toHaveTitle('Locations für jeden Event finden und mieten');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dein Moment. Dein Event.' }),
  ).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Wenn deine Gäste wählen könnten...' })
      .getByRole('listitem')
      .getByRole('heading'),
  ).toHaveText(regions);

  // Choosing a provider category (an interaction React handles) retargets the search button.
  await page.getByRole('combobox', { name: 'Ich suche eine...' }).click();
  await page.getByRole('option', { name: catering?.labelHome ?? '' }).click();
  await expect(page.getByRole('link', { name: 'Resultate anzeigen' })).toHaveAttribute(
    'href',
    '/provider/catering_partyservice',
  );
});

test('magazine shows the tags that its articles carry, from the API', async ({ page, request }) => {
  const tags = (await (await request.get('/api/guest/magazine/tags')).json()) as { name: string }[];
  expect(tags.length).toBeGreaterThan(0);

  await page.goto('/site/_redaktionell/52/eventmagazin.html');
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventmagazin' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Themen' }).getByRole('link')).toHaveText([
    'Alle Artikel',
    ...tags.map((tag) => tag.name),
  ]);
});

test('award lists its categories (taxonomy type 9), in German and in French', async ({
  page,
  request,
}) => {
  const categories = [...((await allTaxonomies(request))['9'] ?? [])].sort(
    (a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id,
  );
  expect(categories.length).toBeGreaterThan(0);

  await page.goto('/site/de/swisslocationaward');
  await waitForShell(page);
  await expect(page.getByRole('list', { name: 'Kategorien' }).getByRole('listitem')).toHaveText(
    categories.map((category) => category.name),
  );

  await page.goto('/site/fr/swisslocationaward');
  await waitForShell(page);
  await expect(page.getByRole('list', { name: 'Catégories' }).getByRole('listitem')).toHaveText(
    categories.map((category) => category.name_fr || category.name),
  );
});

test('user area greets the signed-in user with /api/auth/me and shows their entries', async ({
  page,
}) => {
  await loginThroughModal(page, DEMO_USERS.venue, '/site/user/dashboard');
  const me = (await (await page.request.get('/api/auth/me')).json()) as {
    user: { first_name: string; last_name: string };
  };
  await waitForShell(page);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: `Willkommen, ${me.user.first_name} ${me.user.last_name}`,
    }),
  ).toBeVisible();
  const { data } = (await (await page.request.get('/api/user/entries')).json()) as {
    data: { name: string }[];
  };
  expect(data.length).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { level: 2, name: data[0]!.name })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: 'Statistik der letzten 90 Tage' }).first(),
  ).toBeVisible();
});
