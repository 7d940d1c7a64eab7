import { renderToStaticMarkup } from 'react-dom/server';
import { EmptyState } from './EmptyState';
import { Skeleton } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from screen readers and takes the given size', () => {
    expect(renderToStaticMarkup(<Skeleton shape="rect" width={300} />)).toBe(
      '<span class="ea-skeleton ea-skeleton--rect" aria-hidden="true" style="width:300px"></span>',
    );
  });

  it('draws text lines, the last one shorter', () => {
    const html = renderToStaticMarkup(<Skeleton lines={3} />);
    expect(html.match(/ea-skeleton--text/g)).toHaveLength(3);
    expect(html).toContain('style="width:60%"');
    expect(html).toMatch(/^<span class="ea-skeleton-lines" aria-hidden="true"/);
  });
});

describe('EmptyState', () => {
  it('shows a decorative icon, a heading at the given level, the text and the action', () => {
    const html = renderToStaticMarkup(
      <EmptyState
        icon={<svg />}
        title="Keine Favoriten"
        text="Merke dir Locations mit dem Herz."
        action={<a href="/locations">Locations entdecken</a>}
        headingLevel={3}
      />,
    );
    expect(html).toContain(
      '<div class="ea-empty-state__icon" aria-hidden="true"><svg></svg></div>',
    );
    expect(html).toContain('<h3 class="ea-empty-state__title">Keine Favoriten</h3>');
    expect(html).toContain('<p class="ea-empty-state__text">Merke dir Locations mit dem Herz.</p>');
    expect(html).toContain('<a href="/locations">Locations entdecken</a>');
  });

  it('leaves out what it is not given', () => {
    expect(renderToStaticMarkup(<EmptyState title="Nichts" />)).toBe(
      '<div class="ea-empty-state"><h2 class="ea-empty-state__title">Nichts</h2></div>',
    );
  });
});
