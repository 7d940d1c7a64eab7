import { expect } from '@playwright/test';
import sharp from 'sharp';
import { seriousViolations } from './axeSupport';
import { DEMO_USERS, loginThroughModal, test } from './support';

/**
 * The magazine in the back office: an editor changes an article's subtitle in its form (with the
 * rich-text editor for the body), uploads a photo, and the public article page shows both.
 */
test('an editor edits an article and the public page shows it', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/guest/magazine/articles')).json()) as {
    data: { id: number; name: string; path: string }[];
  };
  // Not the first article: the visual regression test photographs that one.
  const article = data.at(-1)!;
  const subtitle = `Neu im Magazin ${Date.now().toString(36)}`;

  await loginThroughModal(page, DEMO_USERS.editor, `/backoffice/magazine-articles/${article.id}`);
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue(article.name);
  // The body in the rich-text editor, with its toolbar.
  await expect(page.locator('.ProseMirror')).toBeVisible();
  await page.getByRole('textbox', { name: 'Untertitel' }).fill(subtitle);
  // A photo of its own colour: the media library keeps each distinct file once, by content.
  const stamp = Date.now();
  const photo = `seeufer-${stamp.toString(36)}`;
  const png = await sharp({
    create: {
      width: 640,
      height: 400,
      channels: 3,
      background: `#${(stamp % 0xffffff).toString(16).padStart(6, '0')}`,
    },
  })
    .png()
    .toBuffer();
  await expect(page.getByRole('button', { name: 'Fotos: Datei hochladen' })).toBeEnabled();
  await page
    .getByLabel('Fotos: Datei hochladen', { exact: true })
    .and(page.locator('input[type=file]'))
    .setInputFiles({ name: `${photo}.png`, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: photo })).toBeVisible();
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/magazine-articles/${article.id}/show$`));
  await expect(page.getByText(subtitle)).toBeVisible();

  await page.goto(article.path);
  await expect(page.locator('.ea-article__subtitle')).toHaveText(subtitle);
  await expect(page.locator(`.ea-gallery img[src*="${photo}"]`)).toHaveCount(1);
});

/**
 * Magazine tags: an editor creates a tag (axe on the tag list and the article form with its tags
 * and contact form settings), gives it to an article, and the public tag list of articles holds it.
 */
test('an editor creates a tag and gives it to an article', async ({ page, request }) => {
  const { data } = (await (await request.get('/api/guest/magazine/articles')).json()) as {
    data: { id: number; name: string }[];
  };
  const article = data.at(-1)!;
  const suffix = Date.now().toString(36);
  const name = `Bergfest ${suffix}`;

  await loginThroughModal(page, DEMO_USERS.editor, '/backoffice/magazine-tags/create');
  await page.getByRole('textbox', { name: 'Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Slug' }).fill(`bergfest-${suffix}`);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/backoffice\/magazine-tags$/);
  await expect(page.getByText(name)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/backoffice/magazine-articles/${article.id}`);
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('Bergfest');
  await page.getByRole('option', { name }).click();
  await tags.press('Escape');
  await expect(page.getByRole('switch', { name: 'Vorname: anzeigen' })).toBeVisible();
  // The rich-text editor included: its editable area is a text box named by its label.
  await expect(page.getByRole('textbox', { name: 'Text', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/magazine-articles/${article.id}/show$`));
  await expect(page.getByText(name)).toBeVisible();

  const tagged = (await (
    await request.get(`/api/guest/magazine/articles?suche_tag1=bergfest-${suffix}`)
  ).json()) as { data: { id: number }[] };
  expect(tagged.data.map((item) => item.id)).toEqual([article.id]);
});
