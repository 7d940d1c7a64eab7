import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

const NOW = new Date('2026-03-10T12:00:00Z');

/**
 * The award's campaign windows in the back office: the award office lists a year's windows and
 * moves one; the public campaign answer follows at once; an end before the start is refused with
 * our text; the other roles and guests are refused.
 */
describe('award campaign windows in the back office', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      now: () => NOW,
      env: { TRUST_PROXY: 'true', AWARD_YEARS: '2025,2026' },
    });
  }, 300_000);
  afterAll(() => t.close());

  const base = '/api/backoffice/award-campaign-windows';

  it('lists a year’s windows, moves one, and the public campaign follows', async () => {
    const award = await t.signIn('award', 'Award1234', '10.8.0.1');
    const { body } = await award.agent.get(`${base}?year=2026&sort=kind&order=asc`).expect(200);
    expect(body.total).toBe(8);
    const nomination = body.data.find((row: { kind: string }) => row.kind === 'nomination');
    expect(nomination).toMatchObject({ year: 2026, kind: 'nomination' });
    const before = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
    expect(before.windows.nomination).toMatchObject({ active: 1, state: 'running' });

    const moved = await award.agent
      .put(`${base}/${nomination.id}`)
      .set('X-CSRF-Token', award.token)
      .send({
        ...nomination,
        starts_at: '2026-04-01T00:00:00+02:00',
        ends_at: '2026-04-30T23:59:59+02:00',
      })
      .expect(200);
    expect(moved.body).toMatchObject({
      id: nomination.id,
      year: 2026,
      kind: 'nomination',
      starts_at: '2026-03-31T22:00:00.000Z',
      ends_at: '2026-04-30T21:59:59.000Z',
    });
    const after = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
    expect(after.windows.nomination).toMatchObject({ active: 0, state: 'before' });

    const history = await award.agent.get(`${base}/${nomination.id}/history`).expect(200);
    expect(history.body.data[0]).toMatchObject({
      action: 'update',
      changed: ['starts_at', 'ends_at'],
    });
  });

  it.each([
    [
      'an end before the start',
      { starts_at: '2026-05-31T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' },
      { ends_at: ['Das Ende muss nach dem Beginn liegen.'] },
    ],
    [
      'an end at the start',
      { starts_at: '2026-05-01T00:00:00Z', ends_at: '2026-05-01T00:00:00Z' },
      { ends_at: ['Das Ende muss nach dem Beginn liegen.'] },
    ],
    [
      'a date that is none',
      { starts_at: '1. Mai', ends_at: '2026-05-31T00:00:00Z' },
      { starts_at: ['Ungültiges Format'] },
    ],
    [
      'no end',
      { starts_at: '2026-05-01T00:00:00Z', ends_at: null },
      { ends_at: ['Ungültiges Format'] },
    ],
  ])('refuses %s (422) and keeps the window', async (_case, change, errors) => {
    const award = await t.signIn('award', 'Award1234', '10.8.0.2');
    const { body } = await award.agent.get(`${base}?year=2025&kind=warm_up`).expect(200);
    const row = body.data[0];
    const response = await award.agent
      .put(`${base}/${row.id}`)
      .set('X-CSRF-Token', award.token)
      .send({ ...row, ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual(errors);
    expect((await award.agent.get(`${base}/${row.id}`).expect(200)).body).toEqual(row);
  });

  it('is closed to the editor and sales roles and to guests', async () => {
    for (const [role, password] of [
      ['editor', 'Editor1234'],
      ['sales', 'Sales1234'],
    ] as const) {
      const other = await t.signIn(role, password, '10.8.0.3');
      await other.agent.get(base).expect(403);
    }
    await t.agent.get(base).expect(401);
  });
});
