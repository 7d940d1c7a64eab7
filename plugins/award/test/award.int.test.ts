import { createTestPlatform, type TestPlatform } from '@eventalp/platform-api/testing';

describe('award campaigns', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      now: () => new Date('2026-11-21T12:00:00Z'),
      env: { AWARD_YEARS: '2025,2026' },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('answers the current awarded year (the latest configured) with its windows', async () => {
    const { body, headers } = await t.agent.get('/api/guest/award/campaigns').expect(200);
    expect(headers['cache-control']).toBe('public, max-age=60');
    expect(body.year).toBe(2026);
    expect(body.windows.winner).toEqual({
      active: 1,
      state: 'running',
      starts_at: '2026-06-16T22:00:00.000Z',
      ends_at: '2027-06-16T22:00:00.000Z',
    });
    expect(body.windows.nomination).toMatchObject({ active: 0, state: 'after' });
    expect(body.windows.award).toMatchObject({ active: 0, state: 'after' });
    // Every configured year is stored, so the back office can move its windows.
    const years = await t.platform.services.db('award_campaign_windows').distinct('year');
    expect(years.map((row: { year: number }) => row.year).sort()).toEqual([2025, 2026]);
  });
});

describe('award years from the configuration', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'reference',
      now: () => new Date('2027-03-05T12:00:00Z'),
      env: { AWARD_YEARS: '2026,2027' },
    });
  }, 120_000);
  afterAll(() => t.close());

  it('runs the latest year’s campaign by the cycle, and a window the back office moved', async () => {
    const cycle = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
    expect(cycle.year).toBe(2027);
    expect(cycle.windows.nomination).toMatchObject({ active: 1, state: 'running' });
    // The winners of 2027 are not announced yet.
    expect(cycle.windows.winner).toMatchObject({ active: 0, state: 'before' });
    await t.platform.services
      .db('award_campaign_windows')
      .where({ year: 2027, kind: 'nomination' })
      .update({ ends_at: new Date('2027-03-01T00:00:00Z') });
    const moved = (await t.agent.get('/api/guest/award/campaigns').expect(200)).body;
    expect(moved.windows.nomination).toMatchObject({ active: 0, state: 'after' });
  });
});
