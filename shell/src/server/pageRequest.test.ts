import Koa from 'koa';
import supertest from 'supertest';
import type { ShellServerConfig } from './config';
import { pageCacheKey } from './pageCache';
import { pageRequestOf } from './pageRequest';

const config = { brand: 'eventalp', mapboxAccessToken: null } as unknown as ShellServerConfig;

/** The page request and cache key the shell makes of a request. */
async function requestOf(path: string, headers: Record<string, string>) {
  const app = new Koa();
  app.use((ctx) => {
    const request = pageRequestOf(ctx, config);
    ctx.body = {
      locale: request.visit.locale,
      key: pageCacheKey({ origin: request.origin, url: request.url, ...request.visit }),
    };
  });
  let call = supertest(app.callback()).get(path);
  for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
  return (await call.expect(200)).body as { locale: string; key: string };
}

describe('the page request’s locale', () => {
  it('follows the language cookie, German of the host’s country without one', async () => {
    const ch = { Host: 'www.eventalp.ch' };
    expect((await requestOf('/locations', ch)).locale).toBe('de-CH');
    expect((await requestOf('/locations', { Host: 'eventalp.de' })).locale).toBe('de-DE');
    expect((await requestOf('/locations', { ...ch, Cookie: 'ea_locale=fr' })).locale).toBe('fr');
    expect(
      (await requestOf('/', { Host: 'eventalp.at', Cookie: 'a=1; ea_locale=de; b=2' })).locale,
    ).toBe('de-AT');
    expect((await requestOf('/', { ...ch, Cookie: 'ea_locale=xx' })).locale).toBe('de-CH');
  });

  it('keeps an award page in the language of its path', async () => {
    const award = await requestOf('/site/it/swisslocationaward', {
      Host: 'www.eventalp.ch',
      Cookie: 'ea_locale=fr',
    });
    expect(award.locale).toBe('it');
  });

  it('keeps a page in one cache entry per language: a French visitor never gets the German copy', async () => {
    const ch = { Host: 'www.eventalp.ch' };
    const german = await requestOf('/locations', ch);
    const chosenGerman = await requestOf('/locations', { ...ch, Cookie: 'ea_locale=de' });
    const french = await requestOf('/locations', { ...ch, Cookie: 'ea_locale=fr' });
    const english = await requestOf('/locations', { ...ch, Cookie: 'ea_locale=en' });
    expect(chosenGerman.key).toBe(german.key);
    expect(new Set([german.key, french.key, english.key]).size).toBe(3);
  });
});
