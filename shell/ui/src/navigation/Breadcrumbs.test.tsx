import { renderToStaticMarkup } from 'react-dom/server';
import { Breadcrumbs } from './Breadcrumbs';
import { breadcrumbJsonLd } from './breadcrumbJsonLd';

const trail = [
  { name: 'Startseite', path: '/' },
  { name: 'Locations', path: '/locations' },
  { name: 'Villa Adler', path: '/site/_eventalp/516/hochzeitslocations/7/villa-adler.html' },
];

describe('breadcrumbs', () => {
  it('describe the trail as a schema.org BreadcrumbList with absolute URLs', () => {
    expect(breadcrumbJsonLd('https://www.eventalp.ch', trail)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Startseite', item: 'https://www.eventalp.ch/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Locations',
          item: 'https://www.eventalp.ch/locations',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Villa Adler',
          item: 'https://www.eventalp.ch/site/_eventalp/516/hochzeitslocations/7/villa-adler.html',
        },
      ],
    });
  });

  it('link every crumb but the current page', () => {
    const html = renderToStaticMarkup(<Breadcrumbs trail={trail} label="Brotkrumen" />);
    expect(html).toContain('<nav class="ea-breadcrumbs" aria-label="Brotkrumen">');
    expect(html).toContain('<a href="/">Startseite</a>');
    expect(html).toContain('<a href="/locations">Locations</a>');
    expect(html).toContain('<li aria-current="page">Villa Adler</li>');
  });

  it('show nothing for a single crumb', () => {
    expect(renderToStaticMarkup(<Breadcrumbs trail={trail.slice(0, 1)} label="x" />)).toBe('');
  });
});
