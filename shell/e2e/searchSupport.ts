import { expect, type Locator, type Page } from '@playwright/test';

/** The result count of the search page, e.g. '128 Locations'. */
export function resultCount(page: Page): Locator {
  return page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: /^[\d’']+ Locations?$/ });
}

/** The number the count shows ('3’762 Locations' is 3762). */
export async function countValue(page: Page): Promise<number> {
  const text = await resultCount(page).innerText();
  return Number(text.replace(/\D/g, ''));
}

/** The search is idle: no results are loading. */
export async function searchSettled(page: Page): Promise<void> {
  await expect(page.getByRole('region', { name: 'Resultate', exact: true })).toHaveAttribute(
    'aria-busy',
    'false',
  );
}

/** Names of the result cards on the page, in order. */
export async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('region', { name: 'Resultate' })
    .getByRole('heading', { level: 2 })
    .allInnerTexts();
}

/** The first option of a facet group with its count, e.g. { name: 'Bern', count: 205 }. */
export async function firstFacet(
  page: Page,
  group: string,
): Promise<{ checkbox: Locator; name: string; count: number }> {
  const checkbox = page.getByRole('group', { name: group }).getByRole('checkbox').first();
  const label = ((await checkbox.locator('xpath=..').textContent()) ?? '').trim();
  const match = /^(.*) \(([\d’']+)\)$/.exec(label);
  expect(match, `"${label}" shows a count`).not.toBeNull();
  return { checkbox, name: match![1]!, count: Number(match![2]!.replace(/\D/g, '')) };
}

/** The path of a results URL: the offer type's route, the seed, the query. */
export const SEEDED_PATH = /\/locations\/seedId=\d{8}(\?|$)/;
