import type { PageConfig } from '../PageConfig';
import { renderDocument } from './renderDocument';
import { fontPreloads } from './shellStylesheet';

const config = {
  remotes: {},
  session: { user: null, csrfToken: 't' },
  locale: 'de-CH',
  countryCategory: 1,
  brand: 'eventlokale',
  crawler: false,
  mapboxAccessToken: null,
  initialState: null,
} as unknown as PageConfig;

const parts = {
  canonicalUrl: 'https://www.eventalp.ch/',
  brand: 'eventalp',
  csrfToken: 't',
  cspNonce: 'n0nce',
  headerHtml: '',
  mainHtml: '',
  footerHtml: '',
  config,
  shellStylesheet: ':root{--ea-color-text:#1d2433}',
  stylesheets: [],
  scriptSrc: '/_shell/main.js',
};

describe('renderDocument', () => {
  it('inlines the shell’s stylesheet, then the micro-frontend’s with its URL, in the head', () => {
    const html = renderDocument({
      ...parts,
      head: { title: 'Locations' },
      mainHtml: '<div class="ea-search"></div>',
      stylesheets: [
        { href: 'http://localhost:3001/styles.0123456789.css', css: '.ea-search{display:grid}' },
      ],
    });
    const shell = html.indexOf('<style nonce="n0nce">:root{--ea-color-text:#1d2433}</style>');
    const remote = html.indexOf(
      '<style data-href="http://localhost:3001/styles.0123456789.css" nonce="n0nce">.ea-search{display:grid}</style>',
    );
    expect(shell).toBeGreaterThan(0);
    expect(remote).toBeGreaterThan(shell);
    expect(remote).toBeLessThan(html.indexOf('</head>'));
  });

  it('preloads the shell stylesheet’s core font (not the whole subsets) before the stylesheet, CORS-mode as fonts load', () => {
    const css =
      '@font-face{src:url(/_shell/fonts/inter-latin-ext-wght-normal.8bff79fbfa.woff2)}' +
      '@font-face{src:url(/_shell/fonts/inter-latin-wght-normal.4f2981d828.woff2)}' +
      '@font-face{src:url(/_shell/fonts/inter-core-wght.1a2b3c4d5e.woff2)}';
    const preloads = fontPreloads(css);
    expect(preloads).toEqual(['/_shell/fonts/inter-core-wght.1a2b3c4d5e.woff2']);
    const html = renderDocument({
      ...parts,
      head: { title: 'Locations' },
      shellStylesheet: css,
      fontPreloads: preloads,
    });
    const link =
      '<link rel="preload" href="/_shell/fonts/inter-core-wght.1a2b3c4d5e.woff2" as="font" type="font/woff2" crossorigin>';
    expect(html).toContain(link);
    expect(html.indexOf(link)).toBeLessThan(html.indexOf('<style nonce="n0nce">@font-face'));
  });

  it('holds the first paint until the header is parsed (it expects <main>, which follows it)', () => {
    const html = renderDocument({
      ...parts,
      head: { title: 'Locations' },
      headerHtml: '<header class="ea-header"></header>',
      mainHtml: '<div class="ea-search"></div>',
    });
    const expectLink = /<link rel="expect" href="#([\w-]+)" blocking="render">/.exec(html);
    expect(expectLink).not.toBeNull();
    expect(expectLink!.index).toBeLessThan(html.indexOf('</head>'));
    const target = html.indexOf(`<main id="${expectLink![1]}"`);
    expect(target).toBeGreaterThan(html.indexOf('</header>'));
  });

  it('gives every inline script and style the response’s CSP nonce', () => {
    const html = renderDocument({
      ...parts,
      head: { title: 'Locations', jsonLd: [{ '@type': 'Organization' }] },
      stylesheets: [{ href: 'http://localhost:3001/styles.0123456789.css', css: '.a{}' }],
    });
    const inline = [...html.matchAll(/<(script|style)\b[^>]*>/g)].map((match) => match[0]);
    // Data blocks (JSON-LD, the page config) are never run: the CSP does not apply to them.
    const executable = inline.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBe(3);
    for (const tag of executable) expect(tag).toContain('nonce="n0nce"');
  });

  it('puts the page config as JSON that no text of it can end', () => {
    const html = renderDocument({
      ...parts,
      head: { title: 'Locations' },
      config: {
        ...config,
        initialState: { pageId: 'x', data: { t: '</script><b>' } },
      } as unknown as PageConfig,
    });
    const json = /<script type="application\/json" id="ea-page-config">(.*?)<\/script>/s.exec(html);
    expect(json).not.toBeNull();
    expect(JSON.parse(json![1]!).initialState.data.t).toBe('</script><b>');
  });

  it('links a stylesheet it has no text of, and never lets a text end its element', () => {
    const html = renderDocument({
      ...parts,
      head: { title: 'Locations' },
      shellStylesheet: '.a::after{content:"</style><script>"}',
      stylesheets: [{ href: 'http://localhost:3001/styles.0123456789.css', css: null }],
    });
    expect(html).toContain(
      '<link rel="stylesheet" href="http://localhost:3001/styles.0123456789.css">',
    );
    expect(html).not.toContain('</style><script>');
  });

  it('announces alternate forms of the page, escaped', () => {
    const html = renderDocument({
      ...parts,
      head: {
        title: 'Eventmagazin',
        alternates: [
          {
            type: 'application/atom+xml',
            title: 'Eventmagazin "Atom"',
            href: 'https://www.eventalp.ch/api/guest/magazine/feed',
          },
        ],
      },
      canonicalUrl: 'https://www.eventalp.ch/site/_redaktionell/52/eventmagazin.html',
    });
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Eventmagazin &quot;Atom&quot;" href="https://www.eventalp.ch/api/guest/magazine/feed">',
    );
  });

  it('writes language alternates with hreflang and the page’s locale as <html lang>', () => {
    const html = renderDocument({
      ...parts,
      config: { ...config, locale: 'fr' },
      head: {
        title: 'Swiss Location Award',
        alternates: [
          { hreflang: 'de', href: 'https://www.eventalp.ch/site/de/swisslocationaward' },
          { hreflang: 'x-default', href: 'https://www.eventalp.ch/site/de/swisslocationaward?"' },
        ],
      },
    });
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<meta property="og:locale" content="fr_CH">');
    expect(html).toContain(
      '<link rel="alternate" hreflang="de" href="https://www.eventalp.ch/site/de/swisslocationaward">',
    );
    expect(html).toContain(
      '<link rel="alternate" hreflang="x-default" href="https://www.eventalp.ch/site/de/swisslocationaward?&quot;">',
    );
  });
});
