import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { securityHeaders } from '@eventalp/platform-sdk/server';
import type { RemoteServerModule, ServerRenderInput } from '@eventalp/shell-kit';
import Koa from 'koa';
import supertest from 'supertest';
import { readShellConfig } from './config';
import { shellContentSecurityPolicy } from './contentSecurityPolicy';
import type { RemoteServerBuilds } from './RemoteServerBuilds';
import { renderPage } from './renderPage';

/**
 * The shell's page rendering with a stand-in remote that renders the visit's locale into the
 * page, so each test sees which language a page was rendered in and whether it came from the
 * page cache.
 */
describe('pages in the visitor’s language', () => {
  let publicDir: string;
  let shell: ReturnType<typeof supertest>;
  const renders: string[] = [];
  beforeAll(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-language-'));
    fs.writeFileSync(path.join(publicDir, 'main.css'), 'body{margin:0}');
    const remote: RemoteServerModule = {
      async render(input: ServerRenderInput) {
        renders.push(`${input.path} ${input.locale}`);
        return {
          status: 200,
          html: `<p class="rendered-in">${input.locale}</p>`,
          head: {
            title: `Seite ${input.path}`,
            // A page whose slug differs per language names its languages itself.
            alternates: input.path.includes('_nominierung')
              ? [{ hreflang: 'fr', href: 'http://www.eventalp.ch/site/fr/swisslocationaward_x' }]
              : undefined,
          },
          state: { path: input.path, pageId: 'test', data: null },
          stylesheets: [],
        };
      },
    };
    const builds = { moduleFor: async () => remote } as unknown as RemoteServerBuilds;
    const config = readShellConfig(
      { API_URL: 'http://127.0.0.1:9', APP_SECRET: 'a'.repeat(40), SSR_TIMEOUT_MS: '1000' },
      publicDir,
    );
    const app = new Koa();
    app.use(securityHeaders({ contentSecurityPolicy: shellContentSecurityPolicy(config) }));
    app.use(renderPage(config, builds));
    shell = supertest(app.callback());
  });
  afterAll(() => fs.rmSync(publicDir, { recursive: true, force: true }));

  const get = (url: string, cookie?: string) => {
    const call = shell.get(url).set('Host', 'www.eventalp.ch');
    return cookie ? call.set('Cookie', cookie) : call;
  };
  const langOf = (html: string) => /<html lang="([^"]+)">/.exec(html)?.[1];
  const renderedIn = (html: string) => /<p class="rendered-in">([^<]+)<\/p>/.exec(html)?.[1];

  it('keeps a cached page per language: a French visitor never gets the German copy', async () => {
    const german = await get('/locations').expect(200);
    expect(german.headers['x-page-cache']).toBe('miss');
    expect(langOf(german.text)).toBe('de-CH');
    expect(renderedIn(german.text)).toBe('de-CH');
    expect((await get('/locations').expect(200)).headers['x-page-cache']).toBe('hit');

    const french = await get('/locations', 'ea_locale=fr').expect(200);
    expect(french.headers['x-page-cache']).toBe('miss');
    expect(langOf(french.text)).toBe('fr');
    expect(renderedIn(french.text)).toBe('fr');
    expect(french.text).toContain('"locale":"fr"');

    const frenchAgain = await get('/locations', 'ea_locale=fr').expect(200);
    expect(frenchAgain.headers['x-page-cache']).toBe('hit');
    expect(renderedIn(frenchAgain.text)).toBe('fr');
    // Choosing German again is the German page of the host, from the cache.
    const chosenGerman = await get('/locations', 'ea_locale=de').expect(200);
    expect(chosenGerman.headers['x-page-cache']).toBe('hit');
    expect(renderedIn(chosenGerman.text)).toBe('de-CH');
    expect(renders.filter((render) => render.startsWith('/locations '))).toEqual([
      '/locations de-CH',
      '/locations fr',
    ]);
  });

  it('renders award pages in the language of their path, with hreflang alternates', async () => {
    const page = await get('/site/it/swisslocationaward', 'ea_locale=fr').expect(200);
    expect(langOf(page.text)).toBe('it');
    expect(renderedIn(page.text)).toBe('it');
    const award = (language: string) =>
      `http://www.eventalp.ch/site/${language}/swisslocationaward`;
    for (const language of ['de', 'fr', 'it', 'en'])
      expect(page.text).toContain(
        `<link rel="alternate" hreflang="${language}" href="${award(language)}">`,
      );
    expect(page.text).toContain(
      `<link rel="alternate" hreflang="x-default" href="${award('de')}">`,
    );
    // Pages in one language have none.
    expect((await get('/locations').expect(200)).text).not.toContain('hreflang=');
  });

  it('keeps the languages an award page names itself (localized slugs)', async () => {
    const page = await get('/site/de/swisslocationaward_nominierung').expect(200);
    const links = [
      ...page.text.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g),
    ];
    expect(links.map((link) => [link[1], link[2]])).toEqual([
      ['fr', 'http://www.eventalp.ch/site/fr/swisslocationaward_x'],
    ]);
  });

  it('shows the language switcher in header and footer, the current language marked', async () => {
    const page = await get('/locations?page=2', 'ea_locale=fr').expect(200);
    const links = [...page.text.matchAll(/<a href="([^"]+)" lang="(\w+)" hrefLang="(\w+)"/gi)];
    expect(links.map((link) => link[2])).toEqual(['de', 'fr', 'it', 'en', 'de', 'fr', 'it', 'en']);
    expect(links.map((link) => link[1]).slice(0, 4)).toEqual([
      '/locale/de',
      '/locale/fr',
      '/locale/it',
      '/locale/en',
    ]);
    expect(page.text).toMatch(/<a href="\/locale\/fr"[^>]*aria-current="true"/);
    expect(page.text).toContain('<span class="ea-visually-hidden">Langue : Français</span>');
  });
});
