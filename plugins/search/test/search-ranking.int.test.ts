import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

// The ranking rules of the location and provider search, through the routes: ranking tier first
// (boost 7 down to basis 1), inside a tier venues of a chosen weak building type, then relevance
// of the free text, then the visitor's seeded random order; pages never repeat or skip.

type Card = { id: number; type_id: number };
type Kind = 'locations' | 'providers';

describe('search ranking', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 160, providers: 60, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const db = () => t.platform.services.db;
  const search = async (kind: Kind, query: Record<string, string | number>) =>
    (await t.agent.get(`/api/guest/search/${kind}`).query(query).expect(200)).body as {
      total: number;
      data: Card[];
    };
  /** Every result of a query in answer order, page by page. */
  const allResults = async (kind: Kind, query: Record<string, string | number>) => {
    const cards: Card[] = [];
    for (let page = 1; ; page += 1) {
      const body = await search(kind, { ...query, page, per_page: 50 });
      cards.push(...body.data);
      if (page * 50 >= body.total) return { cards, total: body.total };
    }
  };

  it('puts venues of a chosen weak building type first inside their tier, without excluding others', async () => {
    // The weak building type (weak_search 1) that the most seeded venues carry.
    const [weak] = await db()('catalog_entry_terms as l')
      .join('taxonomy_terms as t', 't.id', 'l.term_id')
      .where({ 'l.entry_type': 'location', 't.type': 4, 't.weak_search': 1 })
      .groupBy('t.id')
      .orderByRaw('count(*) desc')
      .select('t.id');
    expect(weak).toBeDefined();
    const withType = new Set(
      (await db()('catalog_entry_terms')
        .where({ entry_type: 'location', term_id: weak.id })
        .pluck('entry_id')) as number[],
    );

    const everything = await allResults('locations', { seed: '13572468' });
    const { cards, total } = await allResults('locations', {
      seed: '13572468',
      building_types: String(weak.id),
    });
    // A weak building type never excludes.
    expect(total).toBe(everything.total);
    expect(cards.length).toBe(total);

    const tiers = cards.map((card) => card.type_id);
    expect(tiers).toEqual([...tiers].sort((a, b) => b - a));
    let tiersWithBoth = 0;
    for (const tier of new Set(tiers)) {
      const marks = cards.filter((card) => card.type_id === tier).map((c) => withType.has(c.id));
      // Inside the tier: every venue of the weak type, then every other one.
      const firstOther = marks.indexOf(false);
      if (firstOther >= 0) expect(marks.slice(firstOther)).not.toContain(true);
      if (marks.includes(true) && marks.includes(false)) tiersWithBoth += 1;
    }
    // The demo data must have a tier where the rule decides something, or this test proves nothing.
    expect(tiersWithBoth).toBeGreaterThan(0);
  });

  it('ranks by tier before relevance and by relevance before the seeded order', async () => {
    const insert = async (name: string, description: string, tier: number) =>
      (
        await db()('catalog_locations')
          .insert({ full_name: name, description, category_id: 511, approved: true, type_id: tier })
          .returning('id')
      )[0].id as number;
    const inName = await insert('Quarzhalle am See', 'Ein Saal.', 3);
    const inText = await insert('Saal am See', 'Früher die Quarzhalle des Dorfes.', 3);
    const betterTier = await insert('Saal im Park', 'Neben der alten Quarzhalle.', 7);
    await t.platform.reindex();

    for (const seed of ['10000001', '55555555', '98765432']) {
      const { data } = await search('locations', { q: 'Quarzhalle', seed });
      expect(data.map((card) => card.id)).toEqual([betterTier, inName, inText]);
    }
  });

  it.each<Kind>(['locations', 'providers'])(
    'keeps the order of a seed, changes it with another seed, and pages %s without repeats or gaps',
    async (kind) => {
      const first = await allResults(kind, { seed: '24681357' });
      const ids = first.cards.map((card) => card.id);
      expect(new Set(ids).size).toBe(first.total);
      expect(first.total).toBeGreaterThan(50);
      const tiers = first.cards.map((card) => card.type_id);
      expect(tiers).toEqual([...tiers].sort((a, b) => b - a));

      const again = await allResults(kind, { seed: '24681357' });
      expect(again.cards.map((card) => card.id)).toEqual(ids);

      const other = await allResults(kind, { seed: '86420975' });
      const otherIds = other.cards.map((card) => card.id);
      expect(new Set(otherIds)).toEqual(new Set(ids));
      expect(otherIds).not.toEqual(ids);
      // Another seed shuffles inside a tier only.
      expect(other.cards.map((card) => card.type_id)).toEqual(tiers);
    },
  );
});
