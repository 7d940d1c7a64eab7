import { expect } from '@playwright/test';
import { collectPageErrors, waitForShell, test } from './support';

interface OfferType {
  value: string;
  labelHome: string;
  description: string;
  route: string;
  display: boolean;
}

test('the home shows its sections in the spec order, server-rendered', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text();
  expect(html).toContain('Locations mit Wow-Garantie');
  expect(html).toContain('"@type":"WebSite"');

  const errors = collectPageErrors(page);
  await page.goto('/');
  await waitForShell(page);
  await expect(page).toHaveTitle('Locations für jeden Event finden und mieten');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dein Moment. Dein Event.');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Auf eventalp.ch findest du alles rund ums Thema Event',
    'Die neusten Eventjobs',
    'Eventpartner, auf die du dich verlassen kannst',
    'Locations mit Wow-Garantie',
    'Wenn deine Gäste wählen könnten...',
    'Dein Event Neu',
    'Beliebte Suchen',
    'Du vermietest eine Location oder bietest Eventservices an?',
    'Über eventalp',
  ]);
  await expect(page.getByRole('main').getByRole('link', { name: 'Eventmagazin' })).toHaveAttribute(
    'href',
    '/site/_redaktionell/52/eventmagazin.html',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'Alle Eventjobs' })).toBeVisible();
  const popular = page.getByRole('list', { name: 'Beliebte Suchen' }).getByRole('link');
  await expect(popular).toHaveText([
    'Tagungshotel',
    'Hochzeitslocation',
    'Partyservice',
    'Sitzungszimmer',
  ]);
  await expect(popular.first()).toHaveAttribute('href', '/locations?category=508');
  // The awarded year follows the campaign windows (the winners shown last).
  const campaigns = await (await request.get('/api/guest/award/campaigns')).json();
  const awarded = page.getByRole('link', { name: `Ausgezeichnete Locations ${campaigns.year}` });
  if (campaigns.windows.winner.active && !campaigns.windows.nomination.active)
    await expect(awarded).toBeVisible();
  else await expect(awarded).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the about section holds the newsletter box, which checks the address first', async ({
  page,
}) => {
  await page.goto('/');
  await waitForShell(page);
  const about = page.getByRole('region', { name: 'Über eventalp' });
  await about.getByLabel('Deine E-Mail-Adresse für den Newsletter').fill('keine-adresse');
  await about.getByRole('button', { name: 'Abonnieren' }).click();
  await expect(about.getByRole('alert')).toHaveText('Bitte gib eine gültige E-Mailadresse ein.');
  await expect(page).toHaveURL(/\/$/);
});

test('the jumbotron offers the displayed offer types, sorted, and follows the choice', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/api/guest/home')).json();
  const shown = (home.offer_types as OfferType[])
    .filter((type) => type.display)
    .sort((a, b) => a.labelHome.localeCompare(b.labelHome, 'de'));
  const catering = shown.find((type) => type.value === 'catering')!;

  await page.goto('/');
  await waitForShell(page);
  const dropdown = page.getByRole('combobox', { name: 'Ich suche eine...' });
  await expect(dropdown).not.toHaveAttribute('aria-disabled', 'true');
  await expect(dropdown).toHaveText('Location');
  await expect(page.getByRole('link', { name: 'Resultate anzeigen' })).toHaveAttribute(
    'href',
    '/locations',
  );

  // The design system's dropdown: a click opens the list of the shown types, sorted.
  await dropdown.click();
  const list = page.getByRole('listbox', { name: 'Ich suche eine...' });
  await expect(list.getByRole('option')).toHaveText(shown.map((type) => type.labelHome));
  await list.getByRole('option', { name: catering.labelHome }).click();
  await expect(list).toBeHidden();
  // The prompt above the dropdown (its label) is the chosen type's description.
  const chosen = page.getByRole('combobox', { name: catering.description });
  await expect(chosen).toHaveText(catering.labelHome);
  await expect(page.getByRole('link', { name: 'Resultate anzeigen' })).toHaveAttribute(
    'href',
    catering.route,
  );

  // Reset leaves no category: the button asks for one and does nothing.
  await page.getByRole('button', { name: `Zurücksetzen ${catering.description}` }).click();
  await expect(page.getByRole('combobox', { name: 'Kategorie wählen' })).toHaveText(
    'Kategorie wählen',
  );
  await expect(page.getByRole('button', { name: 'Choose a category' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Resultate anzeigen' })).toHaveCount(0);
});

test('the offer tiles show each offer type with its category icon and prompt, and choose it', async ({
  page,
  request,
}) => {
  const home = await (await request.get('/api/guest/home')).json();
  const shown = (home.offer_types as OfferType[])
    .filter((type) => type.display)
    .sort((a, b) => a.labelHome.localeCompare(b.labelHome, 'de'));
  const technik = shown.find((type) => type.value === 'technik')!;

  await page.goto('/');
  await waitForShell(page);
  const tiles = page.getByRole('list', { name: 'Angebote' }).getByRole('button');
  await expect(tiles).toHaveText(shown.map((type) => `${type.description}${type.labelHome}`));
  // Each tile draws its category's own icon (decorative: the text names the tile).
  const icons = tiles.locator('svg[aria-hidden="true"]');
  await expect(icons).toHaveCount(shown.length);
  expect(await icons.evaluateAll((svgs) => svgs.map((svg) => svg.dataset.icon))).toEqual(
    shown.map((type) => type.value),
  );
  await expect(tiles.filter({ hasText: 'Location' })).toHaveAttribute('aria-pressed', 'true');

  const tile = tiles.filter({ hasText: technik.labelHome });
  await tile.focus();
  await page.keyboard.press('Enter');
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('combobox', { name: technik.description })).toHaveText(
    technik.labelHome,
  );
  await expect(page.getByRole('link', { name: 'Resultate anzeigen' })).toHaveAttribute(
    'href',
    technik.route,
  );
});

test('Mehr entdecken scrolls to the magazine stories', async ({ page }) => {
  await page.goto('/');
  await waitForShell(page);
  const stories = page.getByRole('region', {
    name: 'Auf eventalp.ch findest du alles rund ums Thema Event',
  });
  await page.getByRole('link', { name: 'Mehr entdecken' }).click();
  await expect(stories).toBeInViewport();
});

test('the package slider jumps to a category and the active tab follows', async ({
  page,
  request,
}) => {
  const deals = await (await request.get('/api/guest/home/package-deals')).json();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await waitForShell(page);
  const slider = page.getByRole('region', { name: 'Dein Event Neu' });
  const tabs = slider.getByRole('group', { name: 'Anlass' }).getByRole('button');
  await expect(tabs).toHaveText(['Privat', 'Firma', 'Öffentlich']);
  // Carousels come to life as they come near the viewport.
  await slider.scrollIntoViewIfNeeded();
  const previous = slider.getByRole('button', { name: 'Vorherige Pakete' });
  const next = slider.getByRole('button', { name: 'Nächste Pakete' });
  await expect(previous).toBeDisabled();
  await expect(next).toBeEnabled();
  await expect(tabs.nth(0)).toHaveAttribute('aria-pressed', 'true');

  await tabs.nth(2).click();
  const firstPublic = slider.getByRole('listitem', {
    name: `Öffentlich: ${deals.public[0].name}`,
  });
  await expect(firstPublic).toBeInViewport();
  await expect(tabs.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(previous).toBeEnabled();

  await tabs.nth(1).click();
  await expect(
    slider.getByRole('listitem', { name: `Firma: ${deals.company[0].name}` }),
  ).toHaveAttribute('data-current', 'true');
  await expect(tabs.nth(1)).toHaveAttribute('aria-pressed', 'true');

  await tabs.nth(0).click();
  await expect(tabs.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(previous).toBeDisabled();
});

test('on the location search the package slider starts at the deal of the page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/locations?category=509');
  await waitForShell(page);
  const slider = page.getByRole('region', { name: 'Dein Event Neu' });
  // Below the results: its code loads when it comes near the viewport.
  await slider.scrollIntoViewIfNeeded();
  await expect(slider.getByRole('button', { name: 'Vorherige Pakete' })).toBeEnabled();
  await expect(slider.getByRole('listitem', { name: 'Öffentlich: Kongress' })).toHaveAttribute(
    'data-current',
    'true',
  );
  await expect(slider.getByRole('button', { name: 'Öffentlich' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
