import { card } from '../testing/catalogFixtures';
import { renderForTest } from '../testing/testPlatform';
import type { SearchData } from './searchData';
import { SearchPage } from './SearchPage';
import { parseSearchState } from './searchState';
import { LazySearchEmpty } from './LazySearchEmpty';

function data(query: string, overrides: Partial<SearchData> = {}): SearchData {
  return {
    kind: 'locations',
    seed: '48213307',
    seededPath: true,
    state: parseSearchState('locations', new URLSearchParams(query)),
    results: {
      total: 80,
      cards: [card({ id: 1, name: 'Villa Adler' }), card({ id: 2, name: 'Zunfthaus & Co' })],
      facets: {
        region: [{ value: '272', count: 80 }],
        event_kinds: [
          { value: '40', count: 12 },
          { value: '41', count: 0 },
        ],
      },
    },
    options: {
      region: [
        { id: '272', name: 'Aargau', section: '1' },
        { id: '297', name: 'Zürich', section: '1' },
      ],
      event_kinds: [
        { id: '40', name: 'Hochzeit', section: '1' },
        { id: '41', name: 'Geburtstag', section: '1' },
        { id: '42', name: 'Jubiläum', section: '1' },
      ],
    },
    placeNames: {},
    landing: null,
    packageDeals: { private: [], company: [], public: [] },
    ...overrides,
  };
}

describe('SearchPage (server render)', () => {
  const html = renderForTest(<SearchPage data={data('region=272&event_kinds=42&page=2')} />);

  it('shows the count, the cards and escapes their names', () => {
    expect(html).toContain('<h1>Locations</h1>');
    expect(html).toMatch(/role="status"[^>]*>80 Locations</);
    expect(html).toContain('Zunfthaus &amp; Co');
  });

  it('counts every option, hides options without results unless chosen', () => {
    expect(html).toContain('<span>Hochzeit<span class="ea-facet__count"> (12)</span></span>');
    expect(html).not.toContain('Geburtstag');
    expect(html).toMatch(/checked=""[^>]*\/><span>Jubiläum</);
    expect(html).not.toContain('<span>Zürich');
  });

  it('lists the active filters as removable chips', () => {
    expect(html).toContain('aria-label="Filter entfernen: Aargau"');
    expect(html).toContain('aria-label="Filter entfernen: Jubiläum"');
    expect(html).toContain('Alle zurücksetzen');
  });

  it('links the pages with the seed, so every page keeps the order', () => {
    expect(html).toContain('href="/locations/seedId=48213307?region=272&amp;event_kinds=42"');
    expect(html).toContain(
      'href="/locations/seedId=48213307?region=272&amp;event_kinds=42&amp;page=3"',
    );
  });

  it('labels the free text as a combobox and every field', () => {
    expect(html).toMatch(
      /<label for="([^"]+)">Suchbegriff<\/label><input id="\1"[^>]*role="combobox"/,
    );
    for (const label of ['Land', 'Ort', 'Umkreis', 'Personen (mindestens)', 'Raumfläche'])
      expect(html).toContain(`>${label}</label>`);
  });
});

it('offers ways out when nothing is found', async () => {
  // The page's load preloads the empty state's chunk when the answer is empty (searchModule).
  await LazySearchEmpty.preload();
  const empty = data('region=272&bounds=46,7,47,8', {
    results: { total: 0, cards: [], facets: {} },
  });
  const html = renderForTest(<SearchPage data={empty} />);
  expect(html).toContain('Keine passenden Resultate');
  expect(html).toContain('Ganze Karte durchsuchen');
  expect(html).toContain('Alle Filter zurücksetzen');
  expect(html).toContain('href="/locations"');
});
