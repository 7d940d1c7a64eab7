import { expect } from '@playwright/test';
import type { Client } from 'pg';
import { seriousViolations } from './axeSupport';
import { e2eDatabase, ratingCode } from './awardSupport';
import { newestMailTo } from './mailSupport';
import { waitForShell, test } from './support';

const ALREADY = 'Du hast diese Location bereits bewertet.';
const DAY_MS = 24 * 60 * 60 * 1000;

test('a voter rates a venue in 4 steps, confirms by the mail link, and cannot rate it twice', async ({
  page,
  request,
  baseURL,
}) => {
  // Four steps twice, two axe runs, the proof-of-work and the mail: longer than the default.
  test.setTimeout(120_000);
  // The rating window opens in May: open it for this test and put it back afterwards (the
  // suite runs one test at a time), with a nominee of the current year to rate.
  const { year } = await (await request.get('/api/guest/award/campaigns')).json();
  const db: Client = await e2eDatabase();
  const code = ratingCode();
  // The winners show after the rating (the confirmation closes then): both windows move.
  const stored = await db.query(
    "select kind, starts_at, ends_at from award_campaign_windows where year = $1 and kind in ('award', 'winner')",
    [year],
  );
  const now = Date.now();
  const move = (kind: string, startsAt: Date, endsAt: Date) =>
    db.query(
      'update award_campaign_windows set starts_at = $3, ends_at = $4 where year = $1 and kind = $2',
      [year, kind, startsAt, endsAt],
    );
  await move('award', new Date(now - DAY_MS), new Date(now + DAY_MS));
  await move('winner', new Date(now + 2 * DAY_MS), new Date(now + 365 * DAY_MS));
  const name = `Rating Halle ${code}`;
  await db.query(
    `insert into award_nominees (year, venue_key, name, postcode, city, sla_code, rating_code, status)
     values ($1, $2, $3, '8001', 'Zürich', $4, $5, 'confirmed')`,
    [year, `new:8001:${name.toLowerCase()}`, name, `${code}sla${code}`.slice(0, 16), code],
  );
  try {
    const email = `bewertung-${code}@example.ch`;

    async function rate(address: string) {
      // The voter finds the venue in the award search and follows its "Jetzt bewerten".
      await page.goto(`/site/de/swisslocationaward?name=${encodeURIComponent(name)}`);
      await waitForShell(page);
      await expect(page.getByText('1 Location', { exact: true })).toBeVisible();
      await page.getByRole('link', { name: `Jetzt bewerten: ${name}` }).click();
      await page.waitForURL((url) => url.pathname === `/site/de/${code}`);
      await waitForShell(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} bewerten`);
      // Step 1: highlights.
      await page.getByRole('checkbox', { name: 'Architektur' }).check();
      await page.getByRole('checkbox', { name: 'Kulinarik' }).check();
      await page.getByRole('button', { name: 'Weiter' }).click();
      // Step 2: lowlights; the focus moves to the step's heading.
      await expect(page.getByRole('heading', { name: 'Schritt 2 von 4: Lowlights' })).toBeFocused();
      await expect(page.getByRole('checkbox', { name: 'Architektur' })).toBeDisabled();
      await page.getByRole('checkbox', { name: 'Erreichbarkeit' }).check();
      await page.getByRole('button', { name: 'Weiter' }).click();
      // Step 3: the rating.
      await expect(page.getByRole('heading', { name: 'Schritt 3 von 4: Bewertung' })).toBeFocused();
      await page.getByRole('radio', { name: '9: hervorragend' }).check();
      await page.getByLabel('Art des Anlasses').selectOption('wedding');
      await page.getByLabel('Monat des Anlasses').selectOption('1');
      await page.getByLabel('Jahr des Anlasses').selectOption(String(new Date().getFullYear()));
      await page.getByRole('textbox', { name: 'Kommentar (freiwillig)' }).fill('Traumhaft am See.');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Weiter' }).click();
      // Step 4: the contact.
      await page.getByRole('textbox', { name: 'Vorname' }).fill('Anna');
      await page.getByRole('textbox', { name: 'E-Mail' }).fill(address);
      await page.getByRole('radio', { name: 'Besucherin' }).check();
      await page
        .getByRole('checkbox', {
          name: 'Ich bestätige, dass meine Angaben der Wahrheit entsprechen.',
        })
        .check();
      await page.getByRole('button', { name: 'Bewertung senden' }).click();
    }

    // Step 1 as the page first shows it, with its language alternates; axe finds nothing serious.
    await page.goto(`/site/de/${code}`);
    await waitForShell(page);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute(
      'href',
      `${baseURL}/site/fr/${code}`,
    );
    // A step is checked before the next: no highlight chosen.
    await page.getByRole('button', { name: 'Weiter' }).click();
    await expect(page.getByText('Bitte wähle mindestens 1 Punkt aus.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await rate(email);
    await expect(
      page.getByRole('status').filter({ hasText: 'Vielen Dank für deine Bewertung!' }),
    ).toContainText(email);
    const venueApi = `/api/guest/award/ratings/venues/${code}`;
    expect((await (await request.get(venueApi)).json()).confirmed_ratings).toBe(0);

    // The mail's link with publication; the rating counts once confirmed.
    await expect
      .poll(() => newestMailTo(email)?.text ?? '', { timeout: 20_000 })
      .toContain('token=');
    const link = /https?:\/\/[^\s]+publication=1/.exec(newestMailTo(email)!.text)![0];
    await page.goto(new URL(link).pathname + new URL(link).search);
    await waitForShell(page);
    await page.getByRole('button', { name: 'Bewertung bestätigen' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `Deine Bewertung von ${name} ist bestätigt` }),
    ).toBeVisible();
    expect((await (await request.get(venueApi)).json()).confirmed_ratings).toBe(1);

    // The same link again: already confirmed; the other link: confirmed again, still one rating.
    async function confirmBy(publication: 1 | 2, text: string) {
      const url = new URL(
        new RegExp(`https?://[^\\s]+publication=${publication}`).exec(
          newestMailTo(email)!.text,
        )![0],
      );
      await page.goto(url.pathname + url.search);
      await waitForShell(page);
      await page.getByRole('button', { name: 'Bewertung bestätigen' }).click();
      await expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();
    }
    await confirmBy(1, `Deine Bewertung von ${name} wurde bereits bestätigt.`);
    await confirmBy(2, `Deine Bewertung von ${name} wurde erneut bestätigt`);
    expect((await (await request.get(venueApi)).json()).confirmed_ratings).toBe(1);

    // The same mailbox again, written otherwise: refused with the spec's text.
    await rate(email.toUpperCase());
    await expect(page.getByText(ALREADY)).toBeVisible();
    expect((await (await request.get(venueApi)).json()).confirmed_ratings).toBe(1);
  } finally {
    await db.query('delete from award_nominees where rating_code = $1', [code]);
    for (const row of stored.rows) await move(row.kind, row.starts_at, row.ends_at);
    await db.end();
  }
});
