import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { createServerRender, type ServerRenderResult } from '@eventalp/shell-kit';
import { renderToString } from 'react-dom/server';
import { AwardRoot } from '../AwardRoot';
import { catalogs } from '../catalogs';
import { pages } from '../pages';
import english from '../../lang/en.json';
import french from '../../lang/fr.json';
import italian from '../../lang/it.json';

// The integration project keeps `import()` native, which Jest's CommonJS cannot run: the
// catalogs the build loads as chunks are put in place at once (the root reads the same object).
Object.assign(catalogs, { fr: french, it: italian, en: english });

/** The award's server render over the real platform API (its data comes through HTTP). */
describe('facts and figures and the retrospective (server render)', () => {
  let t: TestPlatform;
  let apiUrl: string;
  const render = createServerRender({
    Root: AwardRoot,
    pages,
    catalogs,
    renderToString,
    stylesheets: [],
  });
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      now: () => new Date('2026-06-20T12:00:00Z'),
      env: { AWARD_YEARS: '2025,2026' },
    });
    apiUrl = await t.listen();
  }, 180_000);
  afterAll(() => t.close());

  const page = async (path: string, locale = 'de-CH', search = '') => {
    const result: ServerRenderResult = await render({
      session: { csrfToken: 't', user: null },
      locale: locale as 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
      crawler: false,
      mapboxAccessToken: null,
      path,
      search,
      apiUrl,
      origin: 'https://www.eventalp.ch',
    });
    return result;
  };
  const ok = (result: ServerRenderResult) => {
    if (result.status !== 200) throw new Error(`status ${result.status}`);
    return result;
  };
  const text = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, '&')
      .replace(/\s+/g, ' ');

  it('renders facts and figures: a chart with its table per view, the newest year in detail', async () => {
    const { html, head } = ok(await page('/site/de/swisslocationaward_facts_and_figures'));
    expect(head.title).toBe('Swiss Location Award: Zahlen und Fakten');
    expect(html.match(/<svg[^>]*role="img"/g)).toHaveLength(4);
    expect(html.match(/<table/g)).toHaveLength(4);
    expect(text(html)).toContain('2026 in Zahlen');
    // The past editions come from the record, the live year from the database.
    expect(text(html)).toContain("2'211");
    expect(text(html)).toContain("75'021");
    expect(text(html)).toContain('Tagungslocations & Seminarhotels');
    expect(head.alternates).toContainEqual({
      hreflang: 'fr',
      href: 'https://www.eventalp.ch/site/fr/swisslocationaward_faits_et_chiffres',
    });
  });

  it('shows the asked year in detail with its winners, and ignores a year without figures', async () => {
    const { html } = ok(
      await page('/site/de/swisslocationaward_facts_and_figures', 'de-CH', '?year=2019'),
    );
    expect(text(html)).toContain('2019 in Zahlen');
    expect(text(html)).toContain('58 Locations wurden 2019 ausgezeichnet.');
    const fallback = ok(
      await page('/site/de/swisslocationaward_facts_and_figures', 'de-CH', '?year=1999'),
    );
    expect(text(fallback.html)).toContain('2026 in Zahlen');
  });

  it('speaks the language of its path and sends another language’s slug to this one’s', async () => {
    const { html } = ok(await page('/site/fr/swisslocationaward_faits_et_chiffres', 'fr'));
    expect(text(html)).toContain('Swiss Location Award : faits et chiffres');
    expect(await page('/site/it/swisslocationaward_facts_and_figures', 'it')).toEqual({
      status: 301,
      location: '/site/it/swisslocationaward_fatti_e_cifre',
    });
  });

  it('renders the retrospective 2016 to 2026, one section per year, newest first', async () => {
    const { html, head } = ok(await page('/site/de/swisslocationaward_rueckblick'));
    expect(text(html)).toContain('Rückblick: der Swiss Location Award 2016 bis 2026');
    const years = [...html.matchAll(/<h2[^>]*>Swiss Location Award (\d{4})<\/h2>/g)].map((m) =>
      Number(m[1]),
    );
    expect(years).toEqual([2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016]);
    expect(text(html)).toContain('Ausgezeichnete Locations 167');
    expect(head.alternates?.map((a) => a.hreflang)).toEqual(['de', 'fr', 'it', 'en', 'x-default']);
    const english = ok(await page('/site/en/swisslocationaward_retrospective', 'en'));
    expect(text(english.html)).toContain('Looking back: the Swiss Location Award 2016 to 2026');
  });

  it('links the overview to facts and figures and to the retrospective', async () => {
    const { html } = ok(await page('/site/de/swisslocationaward_uebersicht'));
    expect(html).toContain('href="/site/de/swisslocationaward_facts_and_figures"');
    expect(html).toContain('href="/site/de/swisslocationaward_rueckblick"');
  });
});
