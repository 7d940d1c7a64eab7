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
});
