import { awardYearWindows, swissMidnight, windowsOfYear } from './award-year-windows';
import { campaignStatuses, type CampaignKind } from './campaign-window';

describe('swissMidnight', () => {
  it.each([
    ['winter time (CET, UTC+1)', [2026, 3, 1], '2026-02-28T23:00:00.000Z'],
    ['summer time (CEST, UTC+2)', [2026, 6, 17], '2026-06-16T22:00:00.000Z'],
  ] as const)('%s', (_case, [year, month, day], expected) => {
    expect(swissMidnight(year, month, day).toISOString()).toBe(expected);
  });
});

const activeOn = (windows: Parameters<typeof campaignStatuses>[0], iso: string) => {
  const statuses = campaignStatuses(windows, new Date(iso));
  return (Object.keys(statuses) as CampaignKind[]).filter((kind) => statuses[kind].active).sort();
};

describe('awardYearWindows (the spec’s cycle)', () => {
  const windows = awardYearWindows(2026);

  it.each([
    ['New Year: nothing of this year yet', '2026-01-15T12:00:00Z', []],
    ['midnight of 1 March in Switzerland: not yet (strictly between)', '2026-02-28T23:00:00Z', []],
    ['a second later: nomination', '2026-02-28T23:00:01Z', ['nomination', 'confirmation']],
    ['nomination in March', '2026-03-15T12:00:00Z', ['nomination', 'confirmation']],
    ['last second of 31 March', '2026-03-31T21:59:59Z', ['nomination', 'confirmation']],
    ['midnight of 1 April: nomination over', '2026-03-31T22:00:00Z', ['confirmation']],
    ['early April: warm-up, confirmations', '2026-04-10T12:00:00Z', ['warm_up', 'confirmation']],
    [
      'late April: nominated venues shown',
      '2026-04-25T12:00:00Z',
      ['warm_up', 'pre_voting', 'confirmation'],
    ],
    [
      'rating in May',
      '2026-05-15T12:00:00Z',
      ['award', 'pre_voting', 'hide_ratings', 'hide_email'],
    ],
    [
      'evaluation in early June',
      '2026-06-10T12:00:00Z',
      ['pre_voting', 'hide_ratings', 'hide_email'],
    ],
    ['midnight of 17 June: the winners not yet', '2026-06-16T22:00:00Z', []],
    ['awards from 17 June', '2026-06-17T12:00:00Z', ['winner']],
    ['winners shown in November', '2026-11-21T12:00:00Z', ['winner']],
    ['winners still shown during the next nomination', '2027-03-15T12:00:00Z', ['winner']],
    ['until the next winners', '2027-06-17T12:00:00Z', []],
  ])('%s', (_case, now, expected) => {
    expect(activeOn(windows, now)).toEqual([...expected].sort());
  });
});

describe('windowsOfYear', () => {
  const moved = {
    year: 2027,
    kind: 'nomination' as const,
    starts_at: new Date('2027-02-01T00:00:00Z'),
    ends_at: new Date('2027-02-20T00:00:00Z'),
  };

  it('takes the stored window of the year over the cycle', () => {
    const windows = windowsOfYear([moved], 2027);
    expect(windows.nomination).toEqual(moved);
    expect(activeOn(windows, '2027-02-10T12:00:00Z')).toContain('nomination');
    expect(activeOn(windows, '2027-03-05T12:00:00Z')).not.toContain('nomination');
  });

  it('ignores another year’s rows and fills missing kinds from the cycle', () => {
    const windows = windowsOfYear([moved], 2026);
    expect(windows.nomination).toEqual({
      ...awardYearWindows(2026).nomination,
      year: 2026,
      kind: 'nomination',
    });
    expect(windows.winner.year).toBe(2026);
    expect(Object.keys(windows)).toHaveLength(8);
  });
});
