import fc from 'fast-check';
import { expect } from '@playwright/test';
import {
  hostileText,
  rawUrlFragments,
  urlEncoded,
} from '@eventalp/platform-api/testing/hostile-values';
import { test } from './support';

/** Runs per page template; `HOSTILE_RUNS=200` for a deeper sweep. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 6);

/**
 * One template per page of the micro-frontends' page tables (and the shell's own routes), `{}`
 * where a hostile value goes: ids, slugs, paging and every query value a page reads.
 */
const PAGE_TEMPLATES = [
  '/?utm_source={}',
  '/locations?q={}',
  '/locations?page={}&persons={}',
  '/locations?category={}&region={}&distance={}',
  '/locations/{}',
  '/locations/{}/seedId={}',
  '/provider?q={}',
  '/provider/{}',
  '/packages?q={}',
  '/site/_eventalp/{}',
  '/site/_eventalp/{}/{}',
  '/site/_eventalp/511/eventlocations/{}/x.html',
  '/site/_eventalp/{}/{}/{}/{}.html',
  '/site/_eventalp/favourites.html?ids={}',
  '/site/_eventalp/favourites/{}.html',
  '/site/_eventalp/newsletter.html?email={}',
  '/site/_eventalp/suche-{}.html',
  '/site/_dienstleister/{}',
  '/site/_dienstleister/{}/{}/{}/x.html',
  '/site/_redaktionell/suche?q={}',
  '/site/_redaktionell/suche/{}?q={}',
  '/site/_redaktionell/{}',
  '/site/_redaktionell/{}/{}/{}/{}',
  '/site/_redaktionell/52/eventmagazin.html/{}',
  '/site/_redaktionell/52/eventmagazin/{}/x',
  '/site/_redaktionell/51/Eventjobs.html/{}',
  '/site/_redaktionell/51/Eventjobs/{}/x.html',
  '/site/extern/{}.html',
  '/site/password/reset/{}?email={}',
  '/public_login?redirect={}',
  '/locale/{}?next={}',
  '/locale/fr?next={}',
  '/{}',
] as const;

const inUrl = fc.oneof(
  { weight: 5, arbitrary: hostileText.map(urlEncoded) },
  fc.constantFrom(...rawUrlFragments),
);

test.describe('hostile values in page URLs', () => {
  test('the probed pages: ids beyond the integer range are 404, NUL in a search is no 5xx', async ({
    request,
  }) => {
    for (const path of [
      '/site/_eventalp/511/eventlocations/2147483648/x.html',
      '/site/_dienstleister/1/catering/2147483648/x.html',
      '/site/_eventalp/99999999999',
      '/site/_dienstleister/2147483648',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      expect(await response.text()).toContain('<title>404 Not Found</title>');
    }
    for (const path of [
      '/locations?q=%00',
      '/provider?q=%00',
      '/site/_redaktionell/suche?q=a%00b',
      '/locations?page=0x2',
      '/locations?page[]=2&page[]=3',
    ]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect({ path, status: response.status() < 500 }).toEqual({ path, status: true });
    }
  });

  test('every page template with generated hostile values answers below 500', async ({
    request,
  }) => {
    test.setTimeout(600_000);
    const failures = new Map<string, string>();
    const statuses = new Set<number>();
    for (const template of PAGE_TEMPLATES) {
      const slots = template.split('{}').length - 1;
      await fc
        .assert(
          fc.asyncProperty(
            fc.array(inUrl, { minLength: slots, maxLength: slots }),
            async (values) => {
              let index = 0;
              const url = template.replace(/\{\}/g, () => values[index++]!);
              const response = await request.get(url, { maxRedirects: 0 });
              statuses.add(response.status());
              if (response.status() >= 500 && !failures.has(template))
                failures.set(template, `${url}: ${response.status()}`);
              return response.status() < 500;
            },
          ),
          { numRuns: RUNS, endOnFailure: true },
        )
        .catch(() => undefined);
    }
    expect(Object.fromEntries(failures)).toEqual({});
    // Rendered pages and the 404 page were both reached, not just one early refusal.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 404]));
  });
});
