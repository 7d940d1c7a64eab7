import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

/**
 * A location's award data on its back-office show screen (spec section 3, "Award data"): each
 * award year it was nominated in, with the formal check's state, the nominations, the venue's
 * confirmation and its public ratings counted; read by whoever may read locations.
 */
describe("back office: a location's award years", () => {
  let t: TestPlatform;
  const db = () => t.platform.services.db;

  beforeAll(async () => {
    t = await createTestPlatform({ seed: 'demo', env: { TRUST_PROXY: 'true' } });
  }, 240_000);
  afterAll(() => t.close());

  it('lists the years of a confirmed nominee with its confirmation and ratings', async () => {
    const nominee = await db()('award_nominees as n')
      .join('award_confirmations as c', 'c.nominee_id', 'n.id')
      .whereNotNull('n.location_id')
      .orderBy('n.id')
      .first('n.id', 'n.location_id', 'n.year', 'n.status', 'c.diploma_name');
    expect(nominee).toBeDefined();
    const total = (await db()('award_ratings').where({ nominee_id: nominee.id }).pluck('id'))
      .length;
    const nominations = (
      await db()('award_nominations').where({ nominee_id: nominee.id }).pluck('id')
    ).length;
    const sales = await t.signIn('sales', 'Sales1234', '10.46.0.1');
    const { body } = await sales.agent
      .get(`/api/backoffice/locations/${nominee.location_id}/award`)
      .expect(200);
    expect(body.data.find((year: { year: number }) => year.year === nominee.year)).toMatchObject({
      nominee_id: nominee.id,
      status: nominee.status,
      nominations: Number(nominations),
      confirmation: expect.objectContaining({ diploma_name: nominee.diploma_name }),
      ratings: expect.objectContaining({ total: Number(total) }),
    });
  });

  it('adds a rating confirmed and approved to the counts and the mean grade', async () => {
    // A nominee nobody rated yet (the demo's last edition has ratings).
    const nominee = await db()('award_nominees')
      .whereNotNull('location_id')
      .whereNotIn('id', db()('award_ratings').select('nominee_id'))
      .orderBy('id', 'desc')
      .first('id', 'location_id', 'year', 'name');
    const rating = (n: number, grade: number, approved: number) => ({
      year: nominee.year,
      nominee_id: nominee.id,
      venue_name: nominee.name,
      highlights: ['architektur'],
      lowlights: [],
      grade,
      event_type: 'seminar',
      event_month: 5,
      event_year: nominee.year,
      first_name: 'Test',
      email: `summary${n}@example.ch`,
      email_key: `summary${n}@example.ch`,
      voter_type: 'visitor',
      language: 'de',
      ip_hash: 'a'.repeat(64),
      challenge_id: `summary-${nominee.id}-${n}`,
      token_hash: `${n}`.padStart(64, 'b'),
      user_approved: approved > 0 ? 1 : 0,
      admin_approved: approved,
    });
    // Two approved (7 and 10), one confirmed only, one not confirmed.
    await db()('award_ratings').insert([
      rating(1, 7, 1),
      rating(2, 10, 2),
      { ...rating(3, 2, 0), user_approved: 1 },
      rating(4, 1, 0),
    ]);
    const admin = await t.signIn('admin', 'Admin1234', '10.46.0.2');
    const { body } = await admin.agent
      .get(`/api/backoffice/locations/${nominee.location_id}/award`)
      .expect(200);
    expect(body.data.find((year: { year: number }) => year.year === nominee.year).ratings).toEqual({
      total: 4,
      confirmed: 3,
      approved: 2,
      mean_grade: 8.5,
      organiser_mean: null,
      visitor_mean: 8.5,
    });
  });

  it("shows a year's published result: score, grade, category, placement and the thirds", async () => {
    const awarded = await db()('award_result_entries as e')
      .join('award_result_runs as r', 'r.id', 'e.run_id')
      .where({ 'r.status': 'published', 'e.awarded_category': true })
      .whereNotNull('e.location_id')
      .first('e.location_id', 'e.category_id', 'e.score', 'e.grade', 'e.placement', 'r.year');
    expect(awarded).toBeDefined();
    const sales = await t.signIn('sales', 'Sales1234', '10.46.0.4');
    const { body } = await sales.agent
      .get(`/api/backoffice/locations/${awarded.location_id}/award`)
      .expect(200);
    const year = body.data.find((entry: { year: number }) => entry.year === awarded.year);
    expect(year.result).toMatchObject({
      category_id: awarded.category_id,
      score: Number(awarded.score),
      grade: awarded.grade,
      placement: awarded.placement,
      awarded_category: true,
    });
    expect(year.result.technical).toBeGreaterThanOrEqual(1);
    // A year without a published result has none.
    const current = body.data.find((entry: { year: number }) => entry.year !== awarded.year);
    if (current) expect(current.result).toBeNull();
  });

  it('is empty for a location never nominated', async () => {
    const sales = await t.signIn('sales', 'Sales1234', '10.46.0.3');
    const { body } = await sales.agent
      .get('/api/backoffice/locations/2000000000/award')
      .expect(200);
    expect(body).toEqual({ data: [] });
  });

  it('is for sales and admin only (anonymous 401, owner, editor and award 403)', async () => {
    const path = '/api/backoffice/locations/1/award';
    await t.agent.get(path).expect(401);
    let ip = 0;
    for (const [login, password] of [
      ['venue', 'Venue1234'],
      ['editor', 'Editor1234'],
      ['award', 'Award1234'],
    ] as const) {
      ip += 1;
      const who = await t.signIn(login, password, `10.47.0.${ip}`);
      await who.agent.get(path).expect(403);
    }
  });
});
