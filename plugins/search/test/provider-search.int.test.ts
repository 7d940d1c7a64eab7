import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Card = { id: number; type_id: number; path: string; name: string; category: { id: number } };

describe('provider search', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 20, providers: 60, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.platform.services.db;
  const search = (query: Record<string, string | number>) =>
    t.agent.get('/api/guest/search/providers').query(query);
  const publicProviders = async () =>
    (await db()('catalog_providers')
      .where({ approved: true })
      .where((q) => q.whereNull('release_at').orWhere('release_at', '<=', new Date()))
      .where((q) => q.whereNull('expires_at').orWhere('expires_at', '>', new Date()))
      .pluck('id')) as number[];
  const termsOf = async (ids: number[], type: number) =>
    db()('catalog_entry_terms as l')
      .join('taxonomy_terms as t', 't.id', 'l.term_id')
      .where({ 'l.entry_type': 'provider', 't.type': type })
      .whereIn('l.entry_id', ids)
      .select('l.entry_id', 't.id', 't.subtype');

  it('indexes every public provider and lists them best tier first, as provider cards', async () => {
    const { body } = await search({ per_page: 100 }).expect(200);
    expect(body.total).toBe((await publicProviders()).length);
    expect(body).toMatchObject({ page: 1, per_page: 100, seed: expect.stringMatching(/^\d{8}$/) });
    const tiers = body.data.map((card: Card) => card.type_id);
    expect(tiers).toEqual([...tiers].sort((a: number, b: number) => b - a));
    expect(body.data[0].path).toMatch(/^\/site\/_dienstleister\/45\d\/[a-z_]+\/\d+/);
    expect(body.data[0].entity_type).toBe('provider');
    expect(Object.keys(body.facets).sort()).toEqual(
      [
        'category',
        'country',
        'event_kinds',
        'offers',
        'operations',
        'price_styles',
        'region',
        'styles',
      ].sort(),
    );
    expect(body.facets.offers.length).toBeGreaterThan(5);
  });

  it('filters by main category (own or through an offer) and by offer', async () => {
    const { body } = await search({ category: '451', per_page: 100 }).expect(200);
    expect(body.total).toBeGreaterThan(0);
    const ids = body.data.map((card: Card) => card.id);
    const offers = await termsOf(ids, 25);
    for (const card of body.data as Card[]) {
      const viaOffer = offers.some((o) => o.entry_id === card.id && o.subtype === 451);
      expect(card.category.id === 451 || viaOffer).toBe(true);
    }
    const offer = body.facets.offers[0];
    const byOffer = (await search({ offers: offer.value, per_page: 100 }).expect(200)).body;
    expect(byOffer.total).toBe(offer.count);
    const linked = await termsOf(
      byOffer.data.map((card: Card) => card.id),
      25,
    );
    for (const card of byOffer.data as Card[])
      expect(linked.some((l) => l.entry_id === card.id && String(l.id) === offer.value)).toBe(true);
  });

  it('finds providers by name and by the name of an offer, and rejects malformed parameters', async () => {
    const first = (await search({ per_page: 1 })).body.data[0] as Card;
    const word = first.name.split(' ')[0]!;
    const byName = (await search({ q: word, per_page: 100 }).expect(200)).body;
    expect(byName.data.map((card: Card) => card.id)).toContain(first.id);
    const [offer] = await termsOf([first.id], 25);
    const offerName: string = (await db()('taxonomy_terms').where({ id: offer!.id }).first()).name;
    const byOffer = (await search({ q: offerName, per_page: 100 }).expect(200)).body;
    expect(byOffer.data.map((card: Card) => card.id)).toContain(first.id);
    const malformed: Record<string, string | number>[] = [
      { offers: 'x' },
      { bounds: '1,2' },
      { persons: 0 },
      { seed: '1' },
    ];
    for (const bad of malformed) await search(bad).expect(422);
  });

  it('follows catalogue writes and the full rebuild', async () => {
    expect(await t.platform.reindex()).toEqual({
      locations: expect.any(Number),
      providers: (await publicProviders()).length,
      editorial: expect.any(Number),
      // And the packages' index (plugins/packages).
      packages: expect.any(Number),
    });
  });
});
