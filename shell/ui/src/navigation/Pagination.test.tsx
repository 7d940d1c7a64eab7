import { renderToStaticMarkup } from 'react-dom/server';
import { Pagination } from './Pagination';

const labels = { nav: 'Seiten', previous: 'Zurück', next: 'Weiter' };
const links = (page: number, pageCount: number) => {
  const html = renderToStaticMarkup(
    <Pagination
      page={page}
      pageCount={pageCount}
      labels={labels}
      hrefFor={(p) => `/x?page=${p}`}
    />,
  );
  return [...html.matchAll(/>([^<]+)</g)].map((match) => match[1]);
};

describe('Pagination', () => {
  it.each([
    [1, 1, []],
    [1, 3, ['1', '2', '3', 'Weiter']],
    [1, 20, ['1', '2', '3', '4', '5', 'Weiter']],
    [10, 20, ['Zurück', '8', '9', '10', '11', '12', 'Weiter']],
    [20, 20, ['Zurück', '16', '17', '18', '19', '20']],
  ])('page %i of %i shows %p', (page, pageCount, expected) => {
    expect(links(page, pageCount)).toEqual(expected);
  });

  it('marks the current page and links the others', () => {
    const html = renderToStaticMarkup(
      <Pagination page={2} pageCount={3} labels={labels} hrefFor={(p) => `/x?page=${p}`} />,
    );
    expect(html).toContain('<span aria-current="page">2</span>');
    expect(html).toContain('<a href="/x?page=3" rel="next">Weiter</a>');
    expect(html).toContain('aria-label="Seiten"');
  });
});
