import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import supertest from 'supertest';
import { sitemaps } from './sitemaps';

/** A stand-in for the platform API's landing-page list, recording what the shell asked for. */
function fakeApi(answer: (url: string) => { status: number; body: unknown }) {
  const asked: string[] = [];
  const server = http.createServer((req, res) => {
    asked.push(req.url!);
    const { status, body } = answer(req.url!);
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  });
  return {
    asked,
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}

function shell(apiUrl: string) {
  const app = new Koa();
  app.use(sitemaps({ apiUrl, brand: 'eventalp' }));
  app.use((ctx) => {
    ctx.body = 'page';
  });
  return supertest(app.callback());
}

const LANDING = {
  data: [
    { path: '/locations/hochzeit/kanton-zuerich', title: 'Hochzeitslocations', total: 4 },
    { path: '/locations/seminar/kanton-bern', title: 'Seminar', total: 1 },
  ],
};

describe('sitemaps', () => {
  const api = fakeApi((url) => {
    if (url.includes('country=2')) return { status: 500, body: { message: 'x' } };
    if (url.startsWith('/api/guest/sitemap/entries'))
      return { status: 200, body: { per_page: 10_000, locations: 12_000, providers: 40 } };
    if (url.includes('page=1001')) return { status: 422, body: { message: 'x' } };
    if (url.startsWith('/api/guest/sitemap/providers')) return { status: 200, body: { data: [] } };
    if (url.startsWith('/api/guest/sitemap/locations'))
      return { status: 200, body: { data: [{ path: '/site/_eventalp/516/hochzeit/7/a.html' }] } };
    return { status: 200, body: LANDING };
  });
  let apiUrl: string;
  beforeAll(async () => {
    apiUrl = await api.start();
  });
  afterAll(() => api.stop());

  it('serves the index of the requesting domain: fixed sitemaps and the country’s entry pages', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap.xml')
      .set('Host', 'www.eventalp.at')
      .expect(200);
    expect(api.asked.at(-1)).toBe('/api/guest/sitemap/entries?country=3');
    expect(response.type).toBe('application/xml');
    expect(response.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(response.text.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>http://www.eventalp.at/sitemap-static.xml</loc>',
      '<loc>http://www.eventalp.at/sitemap-search.xml</loc>',
      '<loc>http://www.eventalp.at/sitemap-editorial.xml</loc>',
      '<loc>http://www.eventalp.at/sitemap-locations-1.xml</loc>',
      '<loc>http://www.eventalp.at/sitemap-locations-2.xml</loc>',
      '<loc>http://www.eventalp.at/sitemap-providers-1.xml</loc>',
    ]);
  });

  it('lists the non-empty landing pages of the domain’s country as absolute URLs', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap-search.xml')
      .set('Host', 'www.eventalp.at')
      .expect(200);
    expect(api.asked.at(-1)).toBe('/api/guest/search/landing-pages?country=3');
    expect(response.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.text.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>http://www.eventalp.at/locations/hochzeit/kanton-zuerich</loc>',
      '<loc>http://www.eventalp.at/locations/seminar/kanton-bern</loc>',
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it('asks the API for one page of entries of the domain’s country', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap-locations-2.xml')
      .set('Host', 'www.eventalp.ch')
      .expect(200);
    expect(api.asked.at(-1)).toBe('/api/guest/sitemap/locations?country=1&page=2');
    expect(response.text).toContain(
      '<loc>http://www.eventalp.ch/site/_eventalp/516/hochzeit/7/a.html</loc>',
    );
    expect((await shell(apiUrl).get('/sitemap-locations-0.xml').expect(200)).text).toBe('page');
  });

  it('answers 404 for pages of entries past the last one or beyond the API’s limit', async () => {
    await shell(apiUrl).get('/sitemap-providers-2.xml').set('Host', 'www.eventalp.ch').expect(404);
    await shell(apiUrl)
      .get('/sitemap-locations-1001.xml')
      .set('Host', 'www.eventalp.ch')
      .expect(404);
    // The first page exists even while there are no entries (the index names it).
    await shell(apiUrl).get('/sitemap-providers-1.xml').set('Host', 'www.eventalp.ch').expect(200);
  });

  it('lists home, search, newsletter and the static pages without asking the API', async () => {
    const before = api.asked.length;
    const response = await shell(apiUrl)
      .get('/sitemap-static.xml')
      .set('Host', 'www.eventalp.ch')
      .expect(200);
    expect(api.asked.length).toBe(before);
    expect(response.text).toContain('<loc>http://www.eventalp.ch/</loc>');
    expect(response.text).toContain(
      '<loc>http://www.eventalp.ch/site/_eventalp/newsletter.html</loc>',
    );
    expect(response.text).toContain('<loc>http://www.eventalp.ch/site/extern/impressum.html</loc>');
  });

  it('lists the award in each language with its hreflang alternates (x-default German)', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap-static.xml')
      .set('Host', 'www.eventalp.ch')
      .expect(200);
    expect(response.text).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    const award = (language: string) =>
      `http://www.eventalp.ch/site/${language}/swisslocationaward`;
    const links = [
      `<xhtml:link rel="alternate" hreflang="de" href="${award('de')}"/>`,
      `<xhtml:link rel="alternate" hreflang="fr" href="${award('fr')}"/>`,
      `<xhtml:link rel="alternate" hreflang="it" href="${award('it')}"/>`,
      `<xhtml:link rel="alternate" hreflang="en" href="${award('en')}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${award('de')}"/>`,
    ].join('');
    for (const language of ['de', 'fr', 'it', 'en'])
      expect(response.text).toContain(`<url><loc>${award(language)}</loc>${links}</url>`);
    // Pages in one language only carry no alternates.
    expect(response.text).toContain('<url><loc>http://www.eventalp.ch/</loc></url>');
  });

  it('lists the nomination and donation pages with their localized slugs as alternates', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap-static.xml')
      .set('Host', 'www.eventalp.ch')
      .expect(200);
    const page = (path: string) => `http://www.eventalp.ch/site/${path}`;
    for (const [paths, defaultPath] of [
      [
        {
          de: 'de/swisslocationaward_nominierung',
          fr: 'fr/swisslocationaward_nomination',
          it: 'it/swisslocationaward_nomina',
          en: 'en/swisslocationaward_nomination',
        },
        'de/swisslocationaward_nominierung',
      ],
      [
        {
          de: 'de/swisslocationaward_spende',
          fr: 'fr/swisslocationaward_don',
          it: 'it/swisslocationaward_donazione',
          en: 'en/swisslocationaward_donation',
        },
        'de/swisslocationaward_spende',
      ],
    ] as const) {
      const links = [
        ...Object.entries(paths).map(
          ([hreflang, path]) =>
            `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${page(path)}"/>`,
        ),
        `<xhtml:link rel="alternate" hreflang="x-default" href="${page(defaultPath)}"/>`,
      ].join('');
      for (const path of Object.values(paths))
        expect(response.text).toContain(`<url><loc>${page(path)}</loc>${links}</url>`);
    }
  });

  it('lists the magazine and jobs lists, public articles and live jobs in the editorial sitemap', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap-editorial.xml')
      .set('Host', 'www.eventalp.ch')
      .expect(200);
    expect(api.asked.slice(-2).sort()).toEqual([
      '/api/guest/sitemap/jobs',
      '/api/guest/sitemap/magazine',
    ]);
    const locs = response.text.match(/<loc>[^<]+<\/loc>/g);
    expect(locs?.slice(0, 2)).toEqual([
      '<loc>http://www.eventalp.ch/site/_redaktionell/52/eventmagazin.html</loc>',
      '<loc>http://www.eventalp.ch/site/_redaktionell/51/Eventjobs.html</loc>',
    ]);
    expect(locs).toHaveLength(6);
  });

  it('answers 503 when the API fails, so crawlers come back later', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await shell(apiUrl)
      .get('/sitemap-search.xml')
      .set('Host', 'eventalp.de')
      .expect(503);
    expect(response.headers['retry-after']).toBe('300');
    expect((await shell(apiUrl).get('/sitemap.xml').set('Host', 'eventalp.de')).status).toBe(503);
    const unreachable = await shell('http://127.0.0.1:9').get('/sitemap-search.xml');
    expect(unreachable.status).toBe(503);
    jest.restoreAllMocks();
  });

  it('points robots at the sitemap of the requesting host and keeps crawlers out of private areas', async () => {
    const robots = await shell(apiUrl)
      .get('/robots.txt')
      .set('Host', 'www.eventalp.de')
      .expect(200);
    expect(robots.text).toBe(
      [
        'User-agent: *',
        'Disallow: /site/user',
        'Disallow: /backoffice',
        'Disallow: /api',
        'Disallow: /locale/',
        'Allow: /',
        '',
        'Sitemap: http://www.eventalp.de/sitemap.xml',
        '',
      ].join('\n'),
    );
    expect((await shell(apiUrl).get('/sitemap').expect(200)).text).toBe('page');
    expect((await shell(apiUrl).post('/sitemap.xml').expect(200)).text).toBe('page');
  });
});
