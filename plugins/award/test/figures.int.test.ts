import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';
import type { AwardFigures, YearFigures } from '../src/domain';

describe('the award facts and figures', () => {
  let t: TestPlatform;
  let rated: { id: number; venue: string };
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      now: () => new Date('2026-06-20T12:00:00Z'),
      env: { AWARD_YEARS: '2025,2026' },
    });
    const db = t.platform.services.db;
    const nominee = await db('award_nominees')
      .where({ year: 2026, status: 'confirmed' })
      .orderBy('id')
      .first<{ id: number; name: string }>('id', 'name');
    rated = { id: nominee!.id, venue: nominee!.name };
    // Three ratings count (confirmed by the voter, approved fully or partly); the others do not.
    const approvals: [number, number][] = [
      [1, 1],
      [2, 1],
      [1, 2],
      [0, 0],
      [1, 0],
      [0, 1],
    ];
    await db('award_ratings').insert(
      approvals.map(([user, admin], i) => ({
        year: 2026,
        nominee_id: rated.id,
        venue_name: rated.venue,
        highlights: ['architektur'],
        grade: 9,
        event_type: 'meeting',
        event_month: 4,
        event_year: 2026,
        first_name: 'Vera',
        email: `vera${i}@example.ch`,
        email_key: `vera${i}@example.ch`,
        voter_type: 'visitor_f',
        language: 'de',
        ip_hash: 'a'.repeat(64),
        challenge_id: `challenge-${i}`,
        token_hash: String(i).repeat(64).slice(0, 64),
        user_approved: user,
        admin_approved: admin,
      })),
    );
  }, 180_000);
  afterAll(() => t.close());

  it('answers every year newest first: the current year live, the past editions from the record, cached', async () => {
    const res = await t.agent.get('/api/guest/award/figures').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const { years } = res.body as AwardFigures;
    expect(years.map((f) => f.year)).toEqual([
      2026, 2025, 2024, 2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016,
    ]);
    expect(years[0]!.source).toBe('live');
    expect(years[1]).toMatchObject({
      year: 2025,
      source: 'history',
      nominations: 2211,
      ratings: 75_021,
      winners: 167,
    });
    expect(years[1]!.categories).toHaveLength(11);
  });

  it('counts the live year from the database: formally checked nominees, confirmed venues, confirmed and approved ratings', async () => {
    const db = t.platform.services.db;
    const count = async (statuses: string[]) =>
      Number(
        (
          await db('award_nominees')
            .where({ year: 2026 })
            .whereIn('status', statuses)
            .count({ n: '*' })
        )[0]!.n,
      );
    const figures = (await t.agent.get('/api/guest/award/figures/2026').expect(200))
      .body as YearFigures;
    expect(figures).toMatchObject({
      year: 2026,
      source: 'live',
      nominations: await count(['checked', 'invited', 'confirmed']),
      participants: await count(['confirmed']),
      ratings: 3,
      winners: null,
    });
    expect(figures.participants).toBeGreaterThan(5);
    // The rated venue's ratings are in each of its categories and in its region.
    const { categories } = await db('award_confirmations')
      .where({ nominee_id: rated.id })
      .first<{ categories: number[] }>('categories');
    for (const id of categories)
      expect(figures.categories.find((c) => c.id === id)!.ratings).toBe(3);
    expect(figures.regions.reduce((sum, r) => sum + r.ratings, 0)).toBe(3);
    expect(figures.regions.reduce((sum, r) => sum + r.nominations, 0)).toBe(figures.nominations);
  });

  it('answers a past edition from the record', async () => {
    const res = await t.agent.get('/api/guest/award/figures/2016').expect(200);
    expect(res.body).toMatchObject({ year: 2016, source: 'history', nominations: 312 });
  });

  it.each([
    ['abcd', 422],
    ['1999', 422],
    ['2015', 422],
    ['20255', 422],
    ['2e3', 422],
    ['2030', 404],
  ])('refuses the year %s with %i, never a 500', async (year, status) => {
    const res = await t.agent.get(`/api/guest/award/figures/${year}`).expect(status);
    expect(typeof res.body.message).toBe('string');
  });
});
