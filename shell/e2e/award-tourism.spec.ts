import { expect } from '@playwright/test';
import { seriousViolations } from './axeSupport';
import { newestMailTo } from './mailSupport';
import { DEMO_USERS, loginThroughModal, waitForShell, test } from './support';

test('a tourism region registers, confirms its participation by the mailed link and is granted its login', async ({
  page,
}) => {
  // Registration, confirmation, the back office's approval and the partner's sign-in.
  test.setTimeout(60_000);
  const stamp = Date.now();
  const email = `tourismus-${stamp}@example.ch`;
  await page.goto('/site/de/swisslocationaward_tourismus');
  await waitForShell(page);
  expect(await seriousViolations(page)).toEqual([]);

  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await page.getByRole('button', { name: 'Anmeldung senden' }).click();
  await expect(page.getByText('Bitte wähle eine Region aus der Liste.')).toBeVisible();
  await expect(
    page.getByText('Bitte bestätigt, dass eure Region am Swiss Location Award teilnimmt.'),
  ).toBeVisible();

  await page.getByLabel('Tourismusregion', { exact: true }).selectOption({ label: 'Graubünden' });
  await field('Organisation').fill('Graubünden Ferien');
  await field('Vorname').fill('Gian');
  await field('Nachname').fill('Caduff');
  await field('E-Mail').fill(email);
  await field('Loginname').fill(`gr-${stamp}`);
  await page.getByLabel('Passwort (6 bis 30 Zeichen)').fill('geheim123');
  await page.getByLabel('Passwort bestätigen').fill('geheim124');
  await page
    .getByRole('checkbox', { name: 'Unsere Region nimmt am Swiss Location Award teil.' })
    .check();
  await page.getByRole('button', { name: 'Anmeldung senden' }).click();
  await expect(page.getByText('Die Passwortbestätigung stimmt nicht überein.')).toBeVisible();
  await page.getByLabel('Passwort bestätigen').fill('geheim123');
  await page.getByRole('button', { name: 'Anmeldung senden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Danke für eure Anmeldung!' }),
  ).toContainText(email);

  // The mailed link leads to the confirmation page; one button confirms.
  await expect
    .poll(() => newestMailTo(email)?.subject ?? null)
    .toBe('Bitte bestätigt eure Teilnahme am Swiss Location Award');
  const link = /https?:\/\/\S+swisslocationaward_tourismus_bestaetigung\?token=\S+/.exec(
    newestMailTo(email)!.text,
  )![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForShell(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex,nofollow');
  await page.getByRole('button', { name: 'Teilnahme bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Graubünden Ferien' })).toContainText(
    'Die Teilnahme von Graubünden Ferien ist bestätigt.',
  );
  expect(await seriousViolations(page)).toEqual([]);

  // The award office grants the login in the back office; the region gets the mail.
  await loginThroughModal(page, DEMO_USERS.award, '/backoffice/award-partners');
  await page.getByRole('cell', { name: email }).first().click();
  await page.getByLabel('Nachricht an den Partner').fill('Herzlich willkommen!');
  await page.getByRole('button', { name: 'Freischalten' }).click();
  await expect(page.getByText('Entschieden; der Partner erhält eine E-Mail.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Freischalten' })).toHaveCount(0);
  await expect
    .poll(() => newestMailTo(email)?.subject ?? null)
    .toBe('Euer Zugang zum Swiss Location Award ist freigeschaltet');
  expect(newestMailTo(email)!.text).toContain(`«gr-${stamp}»`);

  // The region signs in to the partner area with its own login (not the back office's session).
  await page.context().clearCookies();
  await page.goto('/site/de/swisslocationaward_medienbereich');
  await waitForShell(page);
  await page.getByLabel('Loginname').fill(`gr-${stamp}`);
  await page.getByLabel('Passwort').fill('falsch123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Benutzername oder Passwort falsch.');
  await page.getByRole('button', { name: 'Login vergessen?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Login vergessen' });
  await forgot.getByLabel('E-Mail').fill(email);
  await forgot.getByRole('button', { name: 'Loginnamen zusenden' }).click();
  await expect(forgot.getByRole('status')).toContainText('erhältst du eine E-Mail');
  expect(await seriousViolations(page)).toEqual([]);
  await forgot.getByRole('button', { name: 'Schliessen' }).click();
  await page.getByLabel('Passwort').fill('geheim123');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByText('Angemeldet als Graubünden Ferien.')).toBeVisible();
});

test('a medium asks for access from the partner area and confirms its request by the mailed link', async ({
  page,
}) => {
  const stamp = Date.now();
  const email = `redaktion-${stamp}@example.ch`;
  await page.goto('/site/de/swisslocationaward_medienbereich');
  await waitForShell(page);
  await page.getByRole('link', { name: 'Zugang für Medien beantragen' }).click();
  await page.waitForURL(/\/site\/de\/swisslocationaward_medienzugang$/);
  await waitForShell(page);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Name des Mediums').fill('Eventblatt');
  await field('Vorname').fill('Mara');
  await field('Nachname').fill('Muster');
  await field('E-Mail').fill(email);
  await field('Loginname').fill(`eventblatt-${stamp}`);
  await page.getByLabel('Passwort (6 bis 30 Zeichen)').fill('geheim123');
  await page.getByLabel('Passwort bestätigen').fill('geheim123');
  await page.getByRole('button', { name: 'Anfrage senden' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Danke für eure Anfrage!' }),
  ).toContainText(email);
  expect(await seriousViolations(page)).toEqual([]);

  await expect
    .poll(() => newestMailTo(email)?.subject ?? null)
    .toBe('Bitte bestätigt eure Anfrage für den Medienbereich des Swiss Location Award');
  const link = /https?:\/\/\S+\?token=\S+&kind=media/.exec(newestMailTo(email)!.text)![0];
  await page.goto(new URL(link).pathname + new URL(link).search);
  await waitForShell(page);
  await page.getByRole('button', { name: 'Anfrage bestätigen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Eventblatt' })).toContainText(
    'Die Anfrage von Eventblatt ist bestätigt.',
  );
});
