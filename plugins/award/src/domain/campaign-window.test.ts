import { campaignStatus } from './campaign-window';

const window = {
  starts_at: new Date('2026-05-01T00:00:00Z'),
  ends_at: new Date('2026-06-01T00:00:00Z'),
};

describe('campaignStatus', () => {
  it.each([
    ['a month before the start', '2026-04-01T00:00:00Z', 0, 'before'],
    ['a millisecond before the start', '2026-04-30T23:59:59.999Z', 0, 'before'],
    ['exactly at the start (strictly between only)', '2026-05-01T00:00:00Z', 0, 'before'],
    ['a millisecond after the start', '2026-05-01T00:00:00.001Z', 1, 'running'],
    ['in the middle', '2026-05-15T12:00:00Z', 1, 'running'],
    ['a millisecond before the end', '2026-05-31T23:59:59.999Z', 1, 'running'],
    ['exactly at the end', '2026-06-01T00:00:00Z', 0, 'after'],
    ['a year after the end', '2027-06-01T00:00:00Z', 0, 'after'],
  ])('%s: active %i, %s', (_case, now, active, state) => {
    expect(campaignStatus(window, new Date(now))).toEqual({
      active,
      state,
      starts_at: '2026-05-01T00:00:00.000Z',
      ends_at: '2026-06-01T00:00:00.000Z',
    });
  });
});
