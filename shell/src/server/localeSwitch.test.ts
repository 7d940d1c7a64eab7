import Koa from 'koa';
import supertest from 'supertest';
import { localeSwitch } from './localeSwitch';

function shell(secureCookies = false) {
  const app = new Koa();
  app.use(localeSwitch({ secureCookies }));
  app.use((ctx) => {
    ctx.status = 404;
    ctx.body = 'page';
  });
  return supertest(app.callback());
}

describe('the language switch route', () => {
  it('keeps the chosen language a year in a cookie and goes back to the page', async () => {
    const response = await shell()
      .get('/locale/fr?next=%2Flocations%3Fpage%3D2')
      .set('Host', 'www.eventalp.ch')
      .expect(303);
    expect(response.headers.location).toBe('/locations?page=2');
    expect(response.headers['set-cookie']).toEqual([
      'ea_locale=fr; Max-Age=31536000; Path=/; SameSite=Lax',
    ]);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('marks the cookie Secure in production', async () => {
    const response = await shell(true).get('/locale/it?next=/').expect(303);
    expect(response.headers['set-cookie']).toEqual([
      'ea_locale=it; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example',
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example',
  ])('never redirects off the site (next=%s)', async (next) => {
    const response = await shell().get(`/locale/de?next=${next}`).expect(303);
    expect(response.headers.location).toBe('/');
  });

  it('goes back to the linking page of this site when no next is given, home otherwise', async () => {
    const back = await shell()
      .get('/locale/en')
      .set('Host', 'www.eventalp.ch')
      .set('Referer', 'http://www.eventalp.ch/provider?page=3')
      .expect(303);
    expect(back.headers.location).toBe('/provider?page=3');
    const foreign = await shell()
      .get('/locale/en')
      .set('Host', 'www.eventalp.ch')
      .set('Referer', 'https://evil.example/provider')
      .expect(303);
    expect(foreign.headers.location).toBe('/');
  });

  it('takes an award page to the same page in the chosen language', async () => {
    const response = await shell()
      .get('/locale/it?next=%2Fsite%2Ffr%2Fswisslocationaward')
      .expect(303);
    expect(response.headers.location).toBe('/site/it/swisslocationaward');
    const fromReferer = await shell()
      .get('/locale/en')
      .set('Host', 'www.eventalp.ch')
      .set('Referer', 'http://www.eventalp.ch/site/de/swisslocationaward')
      .expect(303);
    expect(fromReferer.headers.location).toBe('/site/en/swisslocationaward');
  });

  it('sets nothing for a browser’s prefetch', async () => {
    const response = await shell()
      .get('/locale/fr?next=/')
      .set('Sec-Purpose', 'prefetch')
      .expect(204);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('leaves unknown languages and other methods to the pages (404)', async () => {
    await shell().get('/locale/es?next=/').expect(404);
    await shell().get('/locale/de-CH').expect(404);
    const post = await shell().post('/locale/fr').expect(404);
    expect(post.headers['set-cookie']).toBeUndefined();
  });
});
