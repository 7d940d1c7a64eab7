import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import supertest from 'supertest';
import { readShellConfig } from './config';
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
  app.use(sitemaps({ apiUrl, appUrl: 'https://www.eventalp.ch' }));
  app.use((ctx) => {
    ctx.body = 'page';
  });
  return supertest(app.callback());
}

describe('sitemaps', () => {
  const api = fakeApi((url) =>
    url.includes('country=2')
      ? { status: 500, body: { message: 'x' } }
      : {
          status: 200,
          body: {
            data: [
              { path: '/locations/hochzeit/kanton-zuerich', title: 'Hochzeitslocations', total: 4 },
              { path: '/locations/seminar/kanton-bern', title: 'Seminar', total: 1 },
            ],
          },
        },
  );
  let apiUrl: string;
  beforeAll(async () => {
    apiUrl = await api.start();
  });
  afterAll(() => api.stop());

  it('serves a sitemap index that points at the search sitemap, from APP_URL', async () => {
    const response = await shell(apiUrl).get('/sitemap.xml').expect(200);
    expect(response.type).toBe('application/xml');
    expect(response.text).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(response.text).toContain(
      '<sitemap><loc>https://www.eventalp.ch/sitemap-search.xml</loc></sitemap>',
    );
  });

  it('lists the non-empty landing pages of the domain’s country as absolute URLs', async () => {
    const response = await shell(apiUrl)
      .get('/sitemap-search.xml')
      .set('Host', 'www.eventalp.at')
      .expect(200);
    expect(api.asked.at(-1)).toBe('/api/guest/search/landing-pages?country=3');
    expect(response.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(response.text.match(/<loc>[^<]+<\/loc>/g)).toEqual([
      '<loc>https://www.eventalp.ch/locations/hochzeit/kanton-zuerich</loc>',
      '<loc>https://www.eventalp.ch/locations/seminar/kanton-bern</loc>',
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=600');
  });

  it('lists the magazine and jobs lists, public articles and live jobs in the editorial sitemap', async () => {
    const response = await shell(apiUrl).get('/sitemap-editorial.xml').expect(200);
    expect(api.asked.slice(-2).sort()).toEqual([
      '/api/guest/sitemap/jobs',
      '/api/guest/sitemap/magazine',
    ]);
    const locs = response.text.match(/<loc>[^<]+<\/loc>/g);
    expect(locs?.slice(0, 2)).toEqual([
      '<loc>https://www.eventalp.ch/site/_redaktionell/52/eventmagazin.html</loc>',
      '<loc>https://www.eventalp.ch/site/_redaktionell/51/Eventjobs.html</loc>',
    ]);
    expect(locs).toHaveLength(6);
    const index = await shell(apiUrl).get('/sitemap.xml').expect(200);
    expect(index.text).toContain(
      '<sitemap><loc>https://www.eventalp.ch/sitemap-editorial.xml</loc></sitemap>',
    );
  });

  it('answers 503 when the API fails, so crawlers come back later', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await shell(apiUrl)
      .get('/sitemap-search.xml')
      .set('Host', 'eventalp.de')
      .expect(503);
    expect(response.headers['retry-after']).toBe('300');
    const unreachable = await shell('http://127.0.0.1:9').get('/sitemap-search.xml');
    expect(unreachable.status).toBe(503);
    jest.restoreAllMocks();
  });

  it('takes the public origin from APP_URL', () => {
    expect(readShellConfig({ APP_URL: 'https://www.eventalp.de/' }, '/public').appUrl).toBe(
      'https://www.eventalp.de',
    );
    expect(readShellConfig({}, '/public').appUrl).toBe('http://localhost:3000');
  });

  it('points robots at the sitemap and leaves other paths to the pages', async () => {
    const robots = await shell(apiUrl).get('/robots.txt').expect(200);
    expect(robots.text).toContain('Sitemap: https://www.eventalp.ch/sitemap.xml');
    expect((await shell(apiUrl).get('/sitemap').expect(200)).text).toBe('page');
    expect((await shell(apiUrl).post('/sitemap.xml').expect(200)).text).toBe('page');
  });
});
