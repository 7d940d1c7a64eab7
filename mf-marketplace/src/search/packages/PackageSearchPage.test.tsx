import { ValidationError, type PageLoadContext, type PlatformClient } from '@eventalp/shell-kit';
import type { PackageSearchCard } from '@eventalp/plugin-packages/domain';
import { renderForTest } from '../../testing/testPlatform';
import { parseSearchState } from '../searchState';
import { loadPackageSearch, type PackageSearchData } from './packageSearchData';
import { PackageSearchPage } from './PackageSearchPage';

const card = (change: Partial<PackageSearchCard> = {}): PackageSearchCard => ({
  packageId: 7,
  name: 'Seminartag & Apéro',
  eventType: 'meeting',
  venue: { id: 1, name: 'Villa Adler', city: 'Thalwil', region: 'Zürich' },
  photoUrl: '/storage/photo.jpg',
  persons: 120,
  priceFromRappen: 8900,
  path: '/site/_package/7/seminartag-apero/meeting/1/villa-adler',
  ...change,
});

const data = (query: string, change: Partial<PackageSearchData> = {}): PackageSearchData => ({
  seed: '48213307',
  seededPath: true,
  state: parseSearchState('packages', new URLSearchParams(query)),
  total: 80,
  cards: [card(), card({ packageId: 8, name: 'Hochzeit', eventType: 'wedding', photoUrl: null })],
  refused: false,
  regions: [{ id: '297', name: 'Zürich', section: '1' }],
  today: '2027-01-10',
  ...change,
});

describe('PackageSearchPage (server render)', () => {
  const html = renderForTest(
    <PackageSearchPage
      data={data('persons=40&region=297&eventType=wedding&date=2027-05-01&page=2')}
    />,
  );

  it('shows the count and the cards with venue, persons, price from and detail link', () => {
    expect(html).toContain('<h1>Eventpakete</h1>');
    expect(html).toMatch(/role="status"[^>]*>80 Pakete</);
    expect(html).toContain('Seminartag &amp; Apéro');
    expect(html).toContain('href="/site/_package/7/seminartag-apero/meeting/1/villa-adler"');
    expect(html).toContain('Villa Adler · Thalwil, Zürich');
    expect(html).toContain('bis 120 Personen');
    expect(html).toContain('ab CHF 89.00');
  });

  it('has no favourite button (spec: hidden on the package search)', () => {
    expect(html).not.toMatch(/Merkliste|favourite|Favorit/i);
  });

  it('sends the form to the seeded results path, filled with the search', () => {
    expect(html).toContain('action="/packages/seedId=48213307"');
    expect(html).toMatch(/name="persons"[^>]*value="40"/);
    expect(html).toMatch(/<option value="297" selected="">Zürich<\/option>/);
    expect(html).toMatch(/<option value="wedding" selected="">Hochzeit<\/option>/);
    expect(html).toMatch(/type="date" min="2027-01-10"[^>]*name="date" value="2027-05-01"/);
  });

  it('pages in the seed order, keeping the search', () => {
    expect(html).toContain(
      'href="/packages/seedId=48213307?persons=40&amp;region=297&amp;eventType=wedding&amp;date=2027-05-01&amp;page=3"',
    );
  });

  it('says when nothing matches and offers to start again', () => {
    const empty = renderForTest(
      <PackageSearchPage data={data('eventType=wedding', { total: 0, cards: [] })} />,
    );
    expect(empty).toContain('Keine passenden Pakete');
    expect(empty).toContain('href="/packages"');
  });
});

describe('loadPackageSearch', () => {
  const taxonomies = {
    taxonomies: {},
    filter_taxonomies: { '26': [{ id: 297, name: 'Zürich', type: 26 }] },
    event_taxonomies: { private: [], company: [], public: [] },
    sla_rating: [],
  };
  function context(query: Record<string, string>, answer: unknown) {
    const asked: string[] = [];
    const get = async <T,>(path: string): Promise<T> => {
      asked.push(path);
      if (path.startsWith('/guest/location/all-taxonomies')) return taxonomies as T;
      if (answer instanceof Error) throw answer;
      return answer as T;
    };
    const refuse = () => Promise.reject(new Error('not used'));
    const http: PlatformClient = { get, post: refuse, put: refuse, delete: refuse };
    const load: PageLoadContext = {
      http,
      params: {},
      query,
      user: null,
      locale: 'de-CH',
      countryCategory: 1,
      brand: 'eventalp',
    };
    return { load, asked };
  }

  it('asks the package search route with the filters, page, size and the path seed', async () => {
    const { load, asked } = context(
      { eventType: 'wedding', persons: '40', page: '2', utm: 'x' },
      { total: 1, page: 2, size: 24, seed: '48213307', cards: [card()] },
    );
    const loaded = await loadPackageSearch(load, '48213307');
    expect(asked).toContain(
      '/guest/packages/search?persons=40&eventType=wedding&page=2&size=24&seed=48213307',
    );
    expect(loaded).toMatchObject({ total: 1, seed: '48213307', seededPath: true, refused: false });
    expect(loaded.regions).toEqual([{ id: '297', name: 'Zürich', section: '1' }]);
  });

  it('shows no results when the API refuses the search (a past day)', async () => {
    const { load } = context(
      { date: '2020-01-01' },
      new ValidationError(
        { errors: { date: ['Bitte wähle ein Datum von heute bis in 400 Tagen.'] } },
        '/guest/packages/search',
      ),
    );
    const loaded = await loadPackageSearch(load, undefined);
    expect(loaded).toMatchObject({ total: 0, cards: [], refused: true, seededPath: false });
    expect(loaded.seed).toMatch(/^\d{8}$/);
  });
});
