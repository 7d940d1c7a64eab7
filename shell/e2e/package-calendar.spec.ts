import { expect } from '@playwright/test';
import { DEMO_USERS, loginThroughModal, test, waitForShell } from './support';

const OVERLAP = 'Dieser Eintrag überschneidet sich mit einem bestehenden Kalendereintrag.';

test('a venue owner with package editing fills the calendar; an overlap is refused; the iCal address answers', async ({
  page,
}) => {
  const calendar = '/site/user/packages/calendar/1';
  await loginThroughModal(page, DEMO_USERS.venue, calendar);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Kalender – / })).toBeVisible();

  const entryForm = page.locator('form', {
    has: page.getByRole('button', { name: 'Eintrag hinzufügen' }),
  });
  await entryForm.getByLabel('Von').fill('2031-05-05');
  await entryForm.getByLabel('Bis').fill('2031-05-06');
  await entryForm.getByLabel('Notiz').fill('Firmenfest Muster');
  await entryForm.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Erfolgreich gespeichert.' }),
  ).toBeVisible();
  await expect(page.getByText('2031-05-05 – 2031-05-06')).toBeVisible();
  // A hall of the venue's packages has a calendar of its own (the form names rooms and halls).
  await entryForm.getByLabel('Für').selectOption({ label: 'Halle: Salon' });
  await entryForm.getByLabel('Von').fill('2031-05-12');
  await entryForm.getByLabel('Bis').fill('2031-05-12');
  await entryForm.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await expect(page.getByText(/Halle: Salon\s*: 2031-05-12/)).toBeVisible();

  await entryForm.getByLabel('Von').fill('2031-05-06');
  await entryForm.getByLabel('Nur einen Teil des Tages').check();
  await entryForm.getByLabel('Beginn (Stunde)').fill('9');
  await entryForm.getByLabel('Ende (Stunde)').fill('9');
  await entryForm.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await expect(
    entryForm.getByText('Beginn und Ende dürfen nicht zur selben Stunde sein.'),
  ).toBeVisible();

  await entryForm.getByLabel('Ende (Stunde)').fill('12');
  await entryForm.getByRole('button', { name: 'Eintrag hinzufügen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: OVERLAP }).first()).toBeVisible();

  const periodForm = page.locator('form', {
    has: page.getByRole('button', { name: 'Preisperiode hinzufügen' }),
  });
  await periodForm.getByLabel('Von').fill('2031-07-01');
  await periodForm.getByLabel('Bis').fill('2031-08-31');
  await periodForm.getByLabel('Prozent').fill('15');
  await periodForm.getByRole('button', { name: 'Preisperiode hinzufügen' }).click();
  await expect(page.getByText('2031-07-01 – 2031-08-31: Zuschlag 15 %')).toBeVisible();

  const feed = await page
    .getByRole('link', { name: /\/api\/packages\/calendar\/[\w-]{43}\.ics/ })
    .getAttribute('href');
  const ics = await page.request.get(feed!);
  expect(ics.status()).toBe(200);
  expect(await ics.text()).toContain('DESCRIPTION:Firmenfest Muster');

  // Busy times of another calendar come in as an .ics file; a file that is none is refused.
  const importForm = page.locator('form', {
    has: page.getByRole('button', { name: 'Importieren' }),
  });
  const upload = (name: string, text: string) =>
    importForm
      .getByLabel('iCal-Datei (.ics, max. 1 MB)')
      .setInputFiles({ name, mimeType: 'text/calendar', buffer: Buffer.from(text) });
  await upload('notiz.ics', 'keine Termine');
  await importForm.getByRole('button', { name: 'Importieren' }).click();
  await expect(
    importForm.getByText('Bitte lade eine gültige iCal-Datei (.ics) hoch.'),
  ).toBeVisible();
  await upload(
    'messe.ics',
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//eventalp//e2e//DE',
      'BEGIN:VEVENT',
      'UID:messe-2031@example.ch',
      'DTSTAMP:20310101T000000Z',
      'DTSTART;VALUE=DATE:20310910',
      'DTEND;VALUE=DATE:20310912',
      'SUMMARY:Messe extern',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ].join('\r\n'),
  );
  await importForm.getByRole('button', { name: 'Importieren' }).click();
  await expect(page.getByRole('status').filter({ hasText: '1 Eintrag importiert.' })).toBeVisible();
  await expect(page.getByText('Messe extern')).toBeVisible();
});
