import type { PageConfig } from '../PageConfig';
import { renderDocument } from './renderDocument';

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

describe('renderDocument', () => {
  it('announces alternate forms of the page, escaped', () => {
    const html = renderDocument({
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
      brand: 'eventalp',
      csrfToken: 't',
      headerHtml: '',
      mainHtml: '',
      footerHtml: '',
      config,
      scriptSrc: '/_shell/main.js',
    });
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Eventmagazin &quot;Atom&quot;" href="https://www.eventalp.ch/api/guest/magazine/feed">',
    );
  });
});
