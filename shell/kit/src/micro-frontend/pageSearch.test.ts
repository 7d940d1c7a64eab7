import { definePage, pageSearchAt, pageSearchOf, type AnyPage } from './PageDefinition';

const page = (id: string, path: RegExp, query?: readonly string[]): AnyPage =>
  definePage({
    id,
    path,
    ...(query ? { query } : {}),
    load: async () => null,
    head: () => ({ title: id }),
    Component: () => null,
  });

describe('pageSearchOf', () => {
  const search = page('search', /^\/locations/, ['region', 'persons', 'page']);

  it('keeps only the parameters the page reads, in their order, repeated ones included', () => {
    expect(
      pageSearchOf(search, '?utm_source=mail&region=272&fbclid=x&persons=80&region=273&gclid=y'),
    ).toBe('?region=272&persons=80&region=273');
  });

  it('answers no query when the page reads none of it, or declares none', () => {
    expect(pageSearchOf(search, '?utm_source=mail&utm_campaign=winter')).toBe('');
    expect(pageSearchOf(page('home', /^\/$/), '?page=2&x=1')).toBe('');
    expect(pageSearchOf(search, '')).toBe('');
  });

  it('finds the page of a path first; no page, no query', () => {
    const pages = [page('home', /^\/$/), search];
    expect(pageSearchAt(pages, '/locations/seedId=12345678', '?persons=5&utm_medium=x')).toBe(
      '?persons=5',
    );
    expect(pageSearchAt(pages, '/', '?persons=5')).toBe('');
    expect(pageSearchAt(pages, '/nowhere', '?persons=5')).toBe('');
  });
});
