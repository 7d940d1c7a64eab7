import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

interface Entry {
  id: number;
  name: string;
  name_fr: string | null;
}

/** Taxonomy names in the request's language, through HTTP (catalog detail included). */
describe('taxonomy names per language', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 3, providers: 1, photos: 1 } });
    // A term without a French name: French visitors read it in German.
    await t.platform.services
      .db('taxonomy_terms')
      .where({ id: 510 })
      .update({ name_fr: '', name_it: null });
  }, 120_000);
  afterAll(() => t.close());

  const categories = async (headers: Record<string, string>, query = '') => {
    let call = t.agent.get(`/api/guest/location/all-taxonomies${query}`);
    for (const [name, value] of Object.entries(headers)) call = call.set(name, value);
    const response = await call.expect(200);
    const byId = new Map<number, Entry>(
      (response.body.taxonomies['9'] as Entry[]).map((entry) => [entry.id, entry]),
    );
    return { response, byId };
  };

  it('answers each name in the language of Accept-Language, German when it has none', async () => {
    const german = await categories({});
    expect(german.byId.get(516)?.name).toBe('Hochzeitslocations');
    const french = await categories({ 'Accept-Language': 'fr' });
    expect(french.byId.get(516)?.name).toBe('Lieux de mariage');
    // The other name fields stay as they are.
    expect(french.byId.get(516)?.name_fr).toBe('Lieux de mariage');
    expect(french.byId.get(510)?.name).toBe('Eventräume');
    const italian = await categories({ 'Accept-Language': 'it-CH,it;q=0.9' });
    expect(italian.byId.get(516)?.name).toBe('Location per matrimoni');
    expect(italian.byId.get(510)?.name).toBe('Eventräume');
    const english = await categories({ 'Accept-Language': 'en' });
    expect(english.byId.get(516)?.name).toBe('Wedding locations');
    // German of any country, and ?locale= over the header.
    expect((await categories({ 'Accept-Language': 'de-AT' })).byId.get(516)?.name).toBe(
      'Hochzeitslocations',
    );
    expect((await categories({ 'Accept-Language': 'fr' }, '?locale=en')).byId.get(516)?.name).toBe(
      'Wedding locations',
    );
  });

  it('keeps one cached answer per language, each with its own ETag, varying by Accept-Language', async () => {
    const german = await categories({});
    const french = await categories({ 'Accept-Language': 'fr' });
    expect(german.response.headers.vary).toContain('Accept-Language');
    expect(german.response.headers.etag).not.toBe(french.response.headers.etag);
    // The German copy, asked for again after the French one, is still German.
    expect((await categories({})).byId.get(516)?.name).toBe('Hochzeitslocations');
    await t.agent
      .get('/api/guest/location/all-taxonomies')
      .set('Accept-Language', 'fr')
      .set('If-None-Match', String(french.response.headers.etag))
      .expect(304);
    await t.agent
      .get('/api/guest/location/all-taxonomies')
      .set('If-None-Match', String(french.response.headers.etag))
      .expect(200);
  });

  it('names a location’s category and region in the visitor’s language on its detail', async () => {
    const location = await t.platform.services
      .db('catalog_locations as l')
      .join('taxonomy_terms as c', 'c.id', 'l.category_id')
      .join('taxonomy_terms as r', 'r.id', 'l.region_id')
      .whereNot('l.category_id', 510)
      .first('l.id', 'c.name', 'c.name_fr', 'r.name as region', 'r.name_fr as region_fr');
    expect(location).toBeDefined();
    const german = await t.agent.get(`/api/guest/locations/${location!.id}`).expect(200);
    const french = await t.agent
      .get(`/api/guest/locations/${location!.id}`)
      .set('Accept-Language', 'fr')
      .expect(200);
    expect(german.body.category.name).toBe(location!.name);
    expect(french.body.category.name).toBe(location!.name_fr);
    expect(french.body.category.name).not.toBe(german.body.category.name);
    expect(german.body.address.region?.name).toBe(location!.region);
    expect(french.body.address.region?.name).toBe(location!.region_fr || location!.region);
    expect(french.headers.vary).toContain('Accept-Language');
    // Content stays German: only the taxonomy names change.
    expect(french.body.name).toBe(german.body.name);
    // The German answer asked for again is still German (the cache is per language).
    const again = await t.agent.get(`/api/guest/locations/${location!.id}`).expect(200);
    expect(again.body.category.name).toBe(location!.name);
  });

  describe('result cards', () => {
    interface Card {
      id: number;
      category: { id: number; name: string };
      region: string | null;
    }
    // Every location a wedding venue in the canton of Zurich and every provider a caterer in
    // Geneva, so each card has names that differ per language.
    const names = {
      de: { location: 'Hochzeitslocations', provider: 'Catering & Partyservice', zh: 'Zürich' },
      fr: { location: 'Lieux de mariage', provider: 'Traiteur & service de fête', zh: 'Zurich' },
      it: {
        location: 'Location per matrimoni',
        provider: 'Catering & servizio feste',
        zh: 'Zurigo',
      },
      en: { location: 'Wedding locations', provider: 'Catering & party service', zh: 'Zurich' },
    };
    const LANGUAGES = ['fr', 'it', 'en'] as const;
    let locationIds: number[] = [];
    let providerIds: number[] = [];
    beforeAll(async () => {
      const db = t.platform.services.db;
      // A search before the change puts the cards into the catalogue's card cache, as anything
      // reading cards may have done (the package search's index reads them after the seed).
      await t.agent.get('/api/guest/search/locations?seed=12345678').expect(200);
      await db('catalog_locations').update({ category_id: 516, region_id: 297 });
      await db('catalog_providers').update({ category_id: 451, region_id: 297 });
      // The change bypasses the product's writes: the cached cards show it once they expire
      // (10 s, `EntryCardCache`), so the clock moves past that.
      const realNow = Date.now.bind(Date);
      jest.spyOn(Date, 'now').mockImplementation(() => realNow() + 11_000);
      const publicIds = (table: string) =>
        db(table)
          .where({ approved: true })
          .whereNull('release_at')
          .whereNull('expires_at')
          .orderBy('id')
          .pluck('id');
      locationIds = await publicIds('catalog_locations');
      providerIds = await publicIds('catalog_providers');
      expect(locationIds.length).toBeGreaterThan(0);
      expect(providerIds.length).toBeGreaterThan(0);
    });

    afterAll(() => jest.restoreAllMocks());

    const get = (path: string, language?: string) => {
      const call = t.agent.get(path);
      return (language ? call.set('Accept-Language', language) : call).expect(200);
    };
    const expectNamed = (
      cards: Card[],
      kind: 'location' | 'provider',
      language: keyof typeof names,
    ) => {
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.category.name).toBe(names[language][kind]);
        expect(card.region).toBe(names[language].zh);
      }
    };

    it('names them in the visitor’s language in search results, one cached copy for all', async () => {
      const search = (kind: 'locations' | 'providers', language?: string) =>
        get(`/api/guest/search/${kind}?seed=12345678`, language);
      const german = await search('locations');
      expectNamed(german.body.data, 'location', 'de');
      for (const language of LANGUAGES) {
        const answer = await search('locations', language);
        expectNamed(answer.body.data, 'location', language);
        // The same cards, only the taxonomy names differ.
        expect(answer.body.data.map((card: Card) => card.id)).toEqual(
          german.body.data.map((card: Card) => card.id),
        );
        expectNamed((await search('providers', language)).body.data, 'provider', language);
      }
      // The German cards asked for after the others (from the same cache) are still German.
      expectNamed((await search('locations', 'de-AT')).body.data, 'location', 'de');
      expectNamed((await search('providers')).body.data, 'provider', 'de');
    });

    it('names them in the visitor’s language in category grids, kept per language', async () => {
      const grid = (language?: string) => get('/api/guest/locations?category_id=516', language);
      const german = await grid();
      expectNamed(german.body.data, 'location', 'de');
      expect(german.headers.vary).toContain('Accept-Language');
      for (const language of LANGUAGES) {
        expectNamed((await grid(language)).body.data, 'location', language);
        expectNamed((await get('/api/guest/providers', language)).body.data, 'provider', language);
      }
      expectNamed((await grid()).body.data, 'location', 'de');
    });

    it('names them in the visitor’s language on favourites and shared lists', async () => {
      const favourites = `/api/guest/favourites?locations=${locationIds.join(',')}&providers=${providerIds.join(',')}`;
      const agent = t.newAgent();
      const token = await t.csrf(agent);
      const shared = await agent
        .post('/api/guest/shortlists')
        .set('X-CSRF-Token', token)
        .send({
          entries: [
            { type: 'location', id: locationIds[0] },
            { type: 'provider', id: providerIds[0] },
          ],
        })
        .expect(201);
      for (const language of ['de', ...LANGUAGES] as const) {
        const header = language === 'de' ? undefined : language;
        const { body } = await get(favourites, header);
        expectNamed(body.locations, 'location', language);
        expectNamed(body.providers, 'provider', language);
        const list = await get(`/api/guest/shortlists/${shared.body.id}`, header);
        expectNamed(list.body.locations, 'location', language);
        expectNamed(list.body.providers, 'provider', language);
      }
    });
  });
});
