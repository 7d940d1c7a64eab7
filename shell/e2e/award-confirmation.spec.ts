import { expect, type Page } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { newestMails } from './catalogSupport';
import { newestMailTo } from './mailSupport';
import { loginThroughModal, test, waitForShell } from './support';

const AWARD_OFFICE = { login: 'award', password: 'Award1234' };

async function csrf(page: Page): Promise<string> {
  const session = await page.request.get('/api/auth/session');
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

/** The `/sla/{code}` path of the newest mail to `to` whose subject has `subject`, once it is written. */
async function slaLinkOfMail(to: string, subject: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(
      () => {
        const found = newestMails(50).some(
          (mail) => mail.to.includes(to) && mail.subject.includes(subject),
        );
        const mail = found ? newestMailTo(to) : null;
        link = mail?.subject.includes(subject)
          ? (/\/sla\/[a-z2-9]{16}/.exec(mail.text)?.[0] ?? null)
          : null;
        return link;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}

/**
 * The nomination flow end to end: a venue not yet listed is nominated, the award office checks it
 * formally and sends the invitation from the back office, the venue confirms through the link in
 * the mail, and its link then says the nomination is confirmed.
 */
test('a nominated venue is invited from the back office and confirms through its mail link', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const venue = `Scheune ${Date.now().toString(36)}`;
  // The demo opens the current award year's nomination and confirmation (plugins/award).
  const nominated = await page.request.post('/api/guest/award/nominations', {
    headers: { 'X-CSRF-Token': await csrf(page) },
    data: {
      location_name: venue,
      postcode: '3000',
      city: 'Bern',
      first_name: 'Anna',
      last_name: 'Muster',
      email: `nominiert-${Date.now()}@example.ch`,
      function: 'visitor',
      language: 'de',
    },
  });
  expect(nominated.status()).toBe(201);
  // A venue without a contact address: its mails go to the award office, which forwards them.
  let office: string | undefined;
  await expect
    .poll(
      () =>
        (office = newestMails(50).find((mail) => mail.subject.startsWith(`${venue} ist für`))?.to),
      { timeout: 15_000 },
    )
    .toBeTruthy();

  // The formal check in the back office.
  const operator = await browser.newContext();
  const backoffice = await operator.newPage();
  await loginThroughModal(backoffice, AWARD_OFFICE, '/backoffice/award-nominees');
  await backoffice.getByPlaceholder('Suche').fill(venue);
  await expect(backoffice.getByRole('cell', { name: venue })).toBeVisible();
  expect(await seriousViolations(backoffice)).toEqual([]);
  await backoffice.getByRole('cell', { name: venue }).click();
  // Exact names: until the show page replaces the list, its 'Seite formell prüfen' is on screen.
  await backoffice.getByRole('button', { name: 'Formell prüfen', exact: true }).click();
  await expect(backoffice.getByText('Formell geprüft.')).toBeVisible();
  await backoffice.getByRole('button', { name: 'Einladung senden', exact: true }).click();
  await expect(backoffice.getByText('Einladung verschickt.').first()).toBeVisible();
  await expect(backoffice.getByRole('cell', { name: 'Anna' })).toBeVisible();
  expect(await seriousViolations(backoffice)).toEqual([]);
  await operator.close();

  const link = await slaLinkOfMail(office!, 'Einladung zum Swiss Location Award');
  await page.goto(link);
  await waitForShell(page);
  await expect(page).toHaveURL(/\/site\/de\/swisslocationaward_bestaetigung\/[a-z2-9]{16}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Teilnahme bestätigen: ${venue}`,
  );
  await expect(page.getByRole('link', { name: 'Location erfassen' })).toHaveAttribute(
    'href',
    '/site/guest/entries/create-sla',
  );

  expect(await seriousViolations(page)).toEqual([]);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Firma').fill('Scheune AG');
  await field('Vorname').fill('Beat');
  await field('Nachname').fill('Berner');
  await field('Telefon').fill('031 123 45 67');
  await field('E-Mail').fill('beat@scheune.example');
  await field('Strasse und Nr.').fill('Postfach 12');
  await page
    .getByRole('group', { name: 'Kategorien (1 bis 3)' })
    .getByRole('checkbox')
    .first()
    .check();
  await page.getByRole('button', { name: 'Teilnahme bestätigen' }).click();
  await expect(page.getByText('Bitte gib eine Strassenadresse an, kein Postfach.')).toBeVisible();
  await field('Strasse und Nr.').fill('Mühlegasse 4');
  await page.getByRole('button', { name: 'Teilnahme bestätigen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Vielen Dank für eure Bestätigung!' }),
  ).toContainText(`${venue} nimmt am Swiss Location Award`);

  // The link again: confirmed (spec: 'Nomination already confirmed'); an unknown code is no page.
  await page.goto(link);
  await waitForShell(page);
  await expect(page.getByText('Nomination bereits bestätigt.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Teilnahme bestätigen' })).toHaveCount(0);
  const unknown = await page.goto('/sla/abcdefghjkmnpqrs');
  expect(unknown?.status()).toBe(404);

  // A French-speaking visitor (the language chosen in the cookie) lands on the French page.
  const french = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: 'ea_locale=fr' },
  });
  const redirected = await french.get(link, { maxRedirects: 0 });
  expect(redirected.status()).toBe(302);
  expect(redirected.headers()['location']).toBe(
    `/site/fr/swisslocationaward_confirmation/${link.slice('/sla/'.length)}`,
  );
  const frenchPage = await french.get(redirected.headers()['location']!);
  expect(await frenchPage.text()).toContain('Nomination déjà confirmée.');
  await french.dispose();

  // The page's URL is the venue's secret: anonymous visitors never share a cached copy of it.
  for (let visit = 0; visit < 2; visit += 1) {
    const visitor = await playwright.request.newContext({ baseURL });
    const response = await visitor.get(link);
    expect(response.headers()['x-page-cache']).not.toBe('hit');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex,nofollow">');
    expect(html).toContain('Nomination bereits bestätigt.');
    await visitor.dispose();
  }
});
