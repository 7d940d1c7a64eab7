import { expect, type APIRequestContext } from '@playwright/test';
import { collectPageErrors, waitForShell, test } from './support';

const MAGAZINE = '/site/_redaktionell/52/eventmagazin.html';
const JOBS = '/site/_redaktionell/51/Eventjobs.html';

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function firstArticle(request: APIRequestContext) {
  const { data } = await (await request.get('/api/guest/magazine/articles')).json();
  return data[0] as { id: number; name: string; path: string };
}

test('the magazine lists the newest articles and pages through the archive', async ({ page }) => {
  const errors = collectPageErrors(page);
  await page.goto(MAGAZINE);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventmagazin' })).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(12);
  const firstTitle = await articles.first().getByRole('heading', { level: 2 }).innerText();

  const pages = page.getByRole('navigation', { name: 'Seiten' });
  await pages.getByRole('link', { name: 'Weiter' }).click();
  await waitForShell(page);
  await expect(page).toHaveURL(new RegExp(`${MAGAZINE.replace(/\./g, '\\.')}/2$`));
  await expect(pages.getByText('2', { exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).not.toHaveText(
    firstTitle,
  );
  expect(errors).toEqual([]);
});

test('a tag lists only its articles', async ({ page, request }) => {
  await page.goto(MAGAZINE);
  await waitForShell(page);
  await page
    .getByRole('list', { name: 'Themen' })
    .getByRole('link', { name: 'Swiss Location Award' })
    .click();
  await waitForShell(page);
  await expect(page).toHaveURL(/\?suche_tag1=swiss_location_award$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Eventmagazin: Swiss Location Award' }),
  ).toBeVisible();
  const expected = await (
    await request.get('/api/guest/magazine/articles?suche_tag1=swiss_location_award')
  ).json();
  const titles = page.getByRole('article').getByRole('heading', { level: 2 });
  await expect(titles).toHaveText(expected.data.map((a: { name: string }) => a.name));
  await expect(titles.first()).toContainText('Swiss Location Award');
});

test('an article opens from the list, server-rendered with its head for search engines', async ({
  page,
  request,
}) => {
  const article = await firstArticle(request);
  await page.goto(MAGAZINE);
  await waitForShell(page);
  await page.getByRole('link', { name: article.name }).click();
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: article.name })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Fotos' }).getByRole('img').first()).toBeVisible();

  const html = await (await request.get(article.path)).text();
  expect(html).toContain(`<link rel="canonical" href="${new URL(article.path, page.url()).href}">`);
  expect(html).toContain('<meta property="og:type" content="article">');
  const [ld] = jsonLdOf(html);
  expect(ld).toMatchObject({ '@type': 'Article', headline: article.name });
});

test('an article shows its documents and sponsorship strip', async ({ page, request }) => {
  // Demo articles: every fifth has a document, every seventh a sponsor; 35 has both.
  const { sponsor, documents, path } = await (
    await request.get('/api/guest/magazine/articles/35')
  ).json();
  await page.goto(path);
  await waitForShell(page);
  await expect(page.getByRole('note')).toHaveText(sponsor.text);
  await expect(
    page.getByRole('region', { name: 'Dokumente' }).getByRole('link', { name: documents[0].name }),
  ).toHaveAttribute('href', documents[0].url);
});

test('a job opens from the jobs list with its JobPosting; an expired job answers 410', async ({
  page,
  request,
}) => {
  await page.goto(JOBS);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Eventjobs' })).toBeVisible();
  const link = page
    .getByRole('listitem')
    .getByRole('heading', { level: 2 })
    .first()
    .getByRole('link');
  const name = await link.innerText();
  await link.click();
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(
    /^\/site\/_redaktionell\/51\/Eventjobs\/\d+\/.+\.html$/,
  );
  const html = await (await request.get(new URL(page.url()).pathname)).text();
  expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'JobPosting', title: name });

  // Demo jobs 31-38 have expired.
  const gone = await request.get('/site/_redaktionell/51/Eventjobs/31');
  expect(gone.status()).toBe(410);
  await page.goto('/site/_redaktionell/51/Eventjobs/31');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diese Stelle ist nicht mehr ausgeschrieben.' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Alle Eventjobs' })).toHaveAttribute('href', JOBS);
  const listed = await (await request.get('/api/guest/jobs?per_page=100')).json();
  expect(listed.data.map((job: { id: number }) => job.id)).not.toContain(31);
});

test('an article’s contact form checks its fields and sends the message', async ({
  page,
  request,
}) => {
  // Demo articles with an id divisible by 8 have a form with every field active.
  const { path } = await (await request.get('/api/guest/magazine/articles/16')).json();
  await page.goto(path);
  await waitForShell(page);
  const form = page.getByRole('region', { name: 'Kontakt' });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByLabel('Vorname')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Dieses Feld ist erforderlich.').first()).toBeVisible();

  await form.getByLabel('Vorname').fill('Anna');
  await form.getByLabel('Nachname').fill('Muster');
  await form.getByLabel('E-Mail').fill('anna.e2e@example.ch');
  await form.getByLabel('Nachricht').fill('Gibt es das Programm auch gedruckt?');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByRole('status')).toHaveText(
    'Vielen Dank für Ihre Nachricht. Sie wurde an die Redaktion gesendet.',
  );
});

test('the editorial search finds articles by their words', async ({ page }) => {
  await page.goto('/site/_redaktionell/suche');
  await waitForShell(page);
  await page.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Swiss Location Award');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await waitForShell(page);
  await expect(page).toHaveURL(/\/site\/_redaktionell\/suche\?q=Swiss\+Location\+Award$/);
  await expect(page.getByRole('status').filter({ hasText: 'gefunden' })).toHaveText(
    /\d+ Resultate? gefunden/,
  );
  await expect(page.getByRole('article').first().getByRole('heading', { level: 2 })).toContainText(
    'Swiss Location Award',
  );
});

test('the editorial search finds jobs and help articles and narrows to one kind', async ({
  page,
}) => {
  await page.goto('/site/_redaktionell/suche?q=Eventmanager');
  await waitForShell(page);
  const kinds = page.getByRole('navigation', { name: 'Resultate eingrenzen' });
  await kinds.getByRole('link', { name: /^Eventjobs \(\d+\)$/ }).click();
  await waitForShell(page);
  await expect(page).toHaveURL(/\?q=Eventmanager&art=job$/);
  const hits = page.getByRole('article');
  await expect(hits.first()).toContainText('Eventjobs');
  await expect(hits.first().getByRole('link')).toHaveAttribute(
    'href',
    /^\/site\/_redaktionell\/51\/Eventjobs\/\d+/,
  );
  for (const text of await hits.allTextContents()) expect(text).toContain('Eventjobs');

  await page.goto('/site/_redaktionell/53/hilfe');
  await waitForShell(page);
  await page.getByRole('searchbox', { name: 'Hilfe durchsuchen' }).fill('Passwort');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await waitForShell(page);
  await expect(page).toHaveURL(/\?q=Passwort&art=help$/);
  await expect(page.getByRole('link', { name: 'Ich habe mein Passwort vergessen' })).toBeVisible();
});

test('the help centre lists its articles by type and opens one', async ({ page }) => {
  await page.goto('/site/_redaktionell/53');
  await waitForShell(page);
  await expect(page).toHaveURL(/\/site\/_redaktionell\/53\/hilfe$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hilfe' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Für Veranstalter',
    'Für Locations und Dienstleister',
    'Konto und Datenschutz',
    'Swiss Location Award',
  ]);
  const account = page.getByRole('region', { name: 'Konto und Datenschutz' });
  await account.getByRole('link', { name: 'Ich habe mein Passwort vergessen' }).click();
  await waitForShell(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ich habe mein Passwort vergessen' }),
  ).toBeVisible();
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Hilfe', exact: true }),
  ).toHaveAttribute('href', '/site/_redaktionell/53/hilfe');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Konto und Datenschutz' }),
  ).toHaveAttribute('href', '/site/_redaktionell/53/hilfe#konto');
  await expect(
    page
      .getByRole('complementary')
      .getByRole('link', { name: 'Wie melde ich mich vom Newsletter ab?' }),
  ).toBeVisible();
});
