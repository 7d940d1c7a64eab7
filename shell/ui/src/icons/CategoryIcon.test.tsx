import { Heart } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { Icon } from './Icon';
import { CategoryIcon } from './CategoryIcon';
import {
  CATEGORY_ICON_NAMES,
  CATEGORY_ICONS,
  categoryIconName,
  entryCategoryIconName,
} from './categoryIcons';

const iconOf = (html: string) => /data-icon="([^"]+)"/.exec(html)?.[1];

describe('category icons', () => {
  it('draw a distinct icon for each of the spec header icon names', () => {
    expect(CATEGORY_ICON_NAMES).toEqual([
      'location',
      'catering',
      'technik',
      'agentur',
      'einrichtung',
      'infrastruktur',
      'programm',
      'video__foto',
    ]);
    const drawn = CATEGORY_ICON_NAMES.map((name) =>
      renderToStaticMarkup(<CategoryIcon name={name} />),
    );
    drawn.forEach((html, index) => {
      expect(iconOf(html)).toBe(CATEGORY_ICON_NAMES[index]);
      expect(html).toMatch(/^<svg /);
    });
    expect(new Set(drawn).size).toBe(CATEGORY_ICON_NAMES.length);
    expect(new Set(Object.values(CATEGORY_ICONS)).size).toBe(CATEGORY_ICON_NAMES.length);
  });

  it.each([['unbekannt'], [''], [null], [undefined], ['toString'], ['__proto__']])(
    'fall back to the default icon for the name %p',
    (name) => {
      const html = renderToStaticMarkup(<CategoryIcon name={name} />);
      expect(iconOf(html)).toBe('default');
      expect(html).toMatch(/^<svg /);
    },
  );

  it('fall back to the default icon when a category icon is missing from the build', () => {
    const icons = CATEGORY_ICONS as Record<string, unknown>;
    const original = icons.catering;
    icons.catering = undefined;
    try {
      expect(iconOf(renderToStaticMarkup(<CategoryIcon name="catering" />))).toBe('default');
    } finally {
      icons.catering = original;
    }
    expect(iconOf(renderToStaticMarkup(<CategoryIcon name="catering" />))).toBe('catering');
  });

  it('are decorative unless labelled, then an image with that name', () => {
    const decorative = renderToStaticMarkup(<CategoryIcon name="catering" />);
    expect(decorative).toContain('aria-hidden="true"');
    expect(decorative).not.toContain('role=');

    const labelled = renderToStaticMarkup(<CategoryIcon name="catering" label="Catering" />);
    expect(labelled).toContain('role="img"');
    expect(labelled).toContain('aria-label="Catering"');
    expect(labelled).not.toContain('aria-hidden');
  });

  it('take the size and extra class', () => {
    const html = renderToStaticMarkup(<CategoryIcon name="technik" size={32} className="x" />);
    expect(html).toContain('width="32"');
    expect(html).toContain('height="32"');
    expect(html).toMatch(/class="[^"]*ea-category-icon x/);
  });

  it('know the aliases of the service map and the provider main categories', () => {
    expect(categoryIconName('einrichtung_ausstattung')).toBe('einrichtung');
    expect(categoryIconName('unterhaltung')).toBe('programm');
    expect(categoryIconName('foto_video')).toBe('video__foto');
    expect(categoryIconName('hasOwnProperty')).toBeUndefined();
    expect(entryCategoryIconName('location', 516)).toBe('location');
    expect(entryCategoryIconName('provider', 450)).toBe('agentur');
    expect(entryCategoryIconName('provider', 451)).toBe('catering');
    expect(entryCategoryIconName('provider', 452)).toBe('technik');
    expect(entryCategoryIconName('provider', 453)).toBe('video__foto');
    expect(entryCategoryIconName('provider', 455)).toBe('infrastruktur');
    expect(entryCategoryIconName('provider', 456)).toBe('programm');
    expect(entryCategoryIconName('provider', 457)).toBe('einrichtung');
    expect(entryCategoryIconName('provider', 999)).toBeUndefined();
  });
});

describe('Icon', () => {
  it('draws a lucide icon node list as a stroked inline SVG in the text colour', () => {
    const html = renderToStaticMarkup(<Icon icon={Heart} size={18} className="h" />);
    expect(html).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor"[^>]*aria-hidden="true" class="h"><path d="M2 9.5a5.5/,
    );
    expect(renderToStaticMarkup(<Icon icon={Heart} fill="currentColor" />)).toContain(
      'fill="currentColor"',
    );
    expect(renderToStaticMarkup(<Icon icon={Heart} label="Merkliste" />)).toMatch(
      /role="img" aria-label="Merkliste"/,
    );
  });
});
