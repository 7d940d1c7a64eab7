import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import type { AwardParticipantPage } from '../src/domain';

const germanOrder = new Intl.Collator('de', { sensitivity: 'base' });

describe('the award search and the nominated list', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      now: () => new Date('2026-05-15T12:00:00Z'),
      env: { AWARD_YEARS: '2025,2026' },
    });
    // The small test catalogue has a dozen demo nominees: more venues not yet listed, formally
    // checked, make the nominated list two pages long.
    await t.platform.services.db('award_nominees').insert(
      Array.from({ length: 40 }, (_, i) => ({
        year: 2026,
        venue_key: `new:90${String(i).padStart(2, '0')}:liste ${i}`,
        name: `Zz Listenhalle ${i}`,
        postcode: `90${String(i).padStart(2, '0')}`,
        city: 'St. Gallen',
        sla_code: `listslacode${String(i).padStart(5, '0')}`,
        rating_code: `listhalle${i}`,
        status: 'checked',
      })),
    );
  }, 180_000);
  afterAll(() => t.close());

  const list = async (query: string) =>
    (await t.agent.get(`/api/guest/award/participants${query}`).expect(200))
      .body as AwardParticipantPage;

  it('lists the venues that confirmed, alphabetically, each with its rating code and card', async () => {
    const page = await list('');
    const confirmed = await t.platform.services
      .db('award_nominees')
      .where({ year: 2026, status: 'confirmed' })
      .count({ n: '*' });
    expect(page.total).toBe(Number(confirmed[0]!.n));
    expect(page.total).toBeGreaterThan(5);
    expect(page).toMatchObject({ year: 2026, list: 'participating', page: 1, per_page: 36 });
    expect(page.data.length).toBe(Math.min(36, page.total));
    const names = page.data.map((venue) => venue.name);
    expect(names).toEqual([...names].sort(germanOrder.compare));
    for (const venue of page.data) {
      expect(venue.rating_code).toMatch(/^[a-z2-9]{10}$/);
      expect(venue.categories.length).toBeGreaterThanOrEqual(1);
      expect(venue.categories).toContain(venue.main_category);
      expect(venue.entry?.name).toBe(venue.name);
    }
  });

  it('lists every formally checked venue on the nominated list, rating codes only for the confirmed', async () => {
    const first = await list('?list=nominated');
    const participating = await list('');
    expect(first.total).toBeGreaterThan(participating.total);
    expect(first.data).toHaveLength(36);
    const second = await list('?list=nominated&page=2');
    expect(second.data).toHaveLength(first.total - 36);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((venue) => venue.id)).size).toBe(first.total);
    expect(all.filter((venue) => venue.rating_code !== null)).toHaveLength(participating.total);
    expect((await list('?list=nominated&page=3')).data).toEqual([]);
  });

  it('filters by a part of the name, any case, with % and _ taken literally', async () => {
    const { data } = await list('');
    const word = data[3]!.name.split(' ')[0]!.toUpperCase();
    const found = await list(`?name=${encodeURIComponent(word)}`);
    expect(found.total).toBeGreaterThanOrEqual(1);
    for (const venue of found.data) expect(venue.name.toUpperCase()).toContain(word);
    expect((await list('?name=%25')).total).toBe(0);
    expect((await list('?name=_')).total).toBe(0);
  });

  it('filters by award category and by region', async () => {
    const { data } = await list('');
    const category = data[0]!.categories[data[0]!.categories.length - 1]!;
    const inCategory = await list(`?category=${category}`);
    expect(inCategory.total).toBeGreaterThanOrEqual(1);
    for (const venue of inCategory.data) expect(venue.categories).toContain(category);

    const [entry] = await t.platform.services
      .service(CATALOGUE)
      .publicEntries('location', [data[0]!.entry!.id], ['region_id']);
    const inRegion = await list(`?region=${entry!.region_id}`);
    expect(inRegion.data.map((venue) => venue.id)).toContain(data[0]!.id);
    for (const venue of inRegion.data) expect(venue.entry?.region).toBe(data[0]!.entry!.region);
    expect((await list('?region=999999')).total).toBe(0);
  });

  it.each([
    '?region=abc',
    '?category=0',
    '?page=0',
    '?list=winners',
    `?name=${'x'.repeat(101)}`,
    '?region=99999999999',
  ])('answers 422, never 5xx, to %s', async (query) => {
    await t.agent.get(`/api/guest/award/participants${query}`).expect(422);
  });
});
