import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

type Suggestion = {
  kind: string;
  id: string;
  text: string;
  param: string | null;
  href: string | null;
};

describe('search autocomplete', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
    await t.platform.seed({ demo: true, counts: { locations: 40, providers: 20, photos: 1 } });
  }, 120_000);
  afterAll(() => t.close());

  const suggest = (query: Record<string, string>, host = 'eventalp.ch') =>
    t.agent.get('/api/guest/search/suggest').set('X-Forwarded-Host', host).query(query);
  const data = async (query: Record<string, string>, host?: string) =>
    (await suggest(query, host).expect(200)).body.data as Suggestion[];

  it('offers places, regions and categories that set a search parameter, grouped by kind', async () => {
    const found = await data({ q: 'zür' });
    expect(found).toContainEqual({
      kind: 'region',
      id: '297',
      text: 'Kanton Zürich',
      param: 'region',
      href: null,
    });
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'place', text: 'Zürich', param: 'place', href: null }),
    );
    expect(found.length).toBeLessThanOrEqual(10);
    const order = ['place', 'region', 'category', 'location', 'provider'];
    const kinds = found.map((s) => order.indexOf(s.kind));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
  });

  it.each(['Zuerich', 'ZURICH', 'zurich', 'Zürch'])(
    'ignores case, accents, umlaut spellings and small typos (%s)',
    async (q) => {
      const found = await data({ q });
      expect(found.map((s) => s.text)).toContain('Zürich');
    },
  );

  it('tells places of the same name apart by their canton', async () => {
    const wil = (await data({ q: 'Wil' })).filter(
      (s) => s.kind === 'place' && s.text.startsWith('Wil'),
    );
    expect(wil.map((s) => s.text)).toEqual(expect.arrayContaining(['Wil (SG)', 'Wil (ZH)']));
    expect(new Set(wil.map((s) => s.id)).size).toBe(wil.length);
  });

  it('puts the regions of the visitor country first', async () => {
    const german = (await data({ q: 'ba' }, 'eventalp.de')).filter((s) => s.kind === 'region');
    expect(german[0]).toMatchObject({ id: '601', text: 'Baden-Württemberg' });
    const swiss = (await data({ q: 'ba' }, 'eventalp.ch')).filter((s) => s.kind === 'region');
    expect(swiss[0]!.text).toMatch(/^Kanton Basel/);
  });

  it('offers location categories, or provider categories and offers, by scope', async () => {
    expect(await data({ q: 'hochzeit' })).toContainEqual(
      expect.objectContaining({ kind: 'category', id: '516', param: 'category' }),
    );
    const providers = await data({ q: 'catering', scope: 'providers' });
    expect(providers).toContainEqual(
      expect.objectContaining({ kind: 'category', id: '451', param: 'category' }),
    );
    expect(providers).toContainEqual(
      expect.objectContaining({ kind: 'category', id: '539', text: 'Catering', param: 'offers' }),
    );
    expect((await data({ q: 'catering' })).some((s) => s.id === '451')).toBe(false);
  });

  it('suggests entries by name with the link to their page', async () => {
    for (const [scope, kind] of [
      ['locations', 'location'],
      ['providers', 'provider'],
    ] as const) {
      const card = (await t.agent.get(`/api/guest/search/${scope}`).query({ per_page: 1 })).body
        .data[0];
      const found = await data({ q: card.name, scope });
      expect(found).toContainEqual({
        kind,
        id: String(card.id),
        text: card.name,
        param: null,
        href: card.path,
      });
    }
  });

  it.each([
    [{}, 'Dieses Feld ist erforderlich.'],
    [{ q: '   ' }, 'Dieses Feld ist erforderlich.'],
    [{ q: ' a ' }, 'Dieses Feld muss mindestens 2 Zeichen lang sein.'],
    [{ q: 'x'.repeat(101) }, 'Dieses Feld darf maximal 100 Zeichen lang sein.'],
  ])('answers 422 for %p', async (query, message) => {
    const { body } = await suggest(query).expect(422);
    expect(body.errors.q).toEqual([message]);
  });

  it('rejects an unknown scope and takes wildcards literally', async () => {
    await suggest({ q: 'zu', scope: 'jobs' }).expect(422);
    expect(await data({ q: '%%' })).toEqual([]);
    expect(await data({ q: '__' })).toEqual([]);
  });
});
