import fs from 'node:fs';
import { expect } from '@playwright/test';
import type { AwardParticipantPage } from '@eventalp/plugin-award/domain';
import { seriousViolations } from './axeSupport';
import { waitForShell, test } from './support';

test('a confirmed venue opens its kit page, waits for the build and downloads the zip', async ({
  page,
  request,
}) => {
  const participants = (await (
    await request.get('/api/guest/award/participants')
  ).json()) as AwardParticipantPage;
  const venue = participants.data[0]!;
  const kitPage = `/site/sla-${participants.year}/${venue.id}/de/sla-votingkit`;

  await page.goto(kitPage);
  await waitForShell(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Voting-Kit ${participants.year}`,
  );
  await expect(page.getByText(venue.name, { exact: true })).toBeVisible();
  // Built on demand: the link comes once the zip is there (up to 30 seconds, spec section 9).
  const link = page.getByRole('link', { name: /^Kit herunterladen/ });
  await expect(link).toBeVisible({ timeout: 30_000 });
  expect(await seriousViolations(page)).toEqual([]);

  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(
    `swiss-location-award-${participants.year}-votingkit-de.zip`,
  );
  const zip = fs.readFileSync((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');

  // A venue without such a kit: the 404 page.
  const missing = await page.goto(`/site/sla-${participants.year}/999999/de/sla-votingkit`);
  expect(missing?.status()).toBe(404);
});
