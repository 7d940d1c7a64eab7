import { expect } from '@playwright/test';
import { DEMO_USERS, loginThroughModal, test } from './support';

/**
 * The award's campaign windows in the back office: a window of a past award year is moved; an
 * end before its start gets the API's German text next to the field and nothing is saved.
 */
test('the award office moves a campaign window of an award year', async ({ page }) => {
  const filter = encodeURIComponent(JSON.stringify({ year: 2016, kind: 'winner' }));
  await loginThroughModal(
    page,
    DEMO_USERS.admin,
    `/backoffice/award-campaign-windows?filter=${filter}`,
  );
  await page.getByRole('cell', { name: 'Gewinner' }).click();
  await expect(page).toHaveURL(/\/backoffice\/award-campaign-windows\/\d+$/);
  // Exact: the list's sort buttons, still there while the form opens, are named 'Sortieren nach beginn …'.
  const start = page.getByLabel('Beginn', { exact: true });
  const end = page.getByLabel('Ende', { exact: true });
  await start.fill('2016-06-01T10:00');
  await end.fill('2016-05-01T10:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Das Ende muss nach dem Beginn liegen.')).toBeVisible();
  await end.fill('2016-12-31T18:00');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page).toHaveURL(/\/backoffice\/award-campaign-windows(\?.*)?$/);
  await expect(page.getByRole('cell', { name: 'Gewinner' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /31\.12\.2016/ }).first()).toBeVisible();
});
