import { awardYearWindows, currentWindows, swissMidnight } from './award-year-windows';
import { campaignStatuses, type CampaignKind } from './campaign-window';

describe('swissMidnight', () => {
  it.each([
    ['winter time (CET, UTC+1)', [2026, 3, 1], '2026-02-28T23:00:00.000Z'],
    ['summer time (CEST, UTC+2)', [2026, 6, 17], '2026-06-16T22:00:00.000Z'],
  ] as const)('%s', (_case, [year, month, day], expected) => {
    expect(swissMidnight(year, month, day).toISOString()).toBe(expected);
  });
});

describe('awardYearWindows', () => {
  const windows = awardYearWindows(2026);
  const activeOn = (iso: string) => {
    const statuses = campaignStatuses(windows, new Date(iso));
    return (Object.keys(statuses) as CampaignKind[]).filter((kind) => statuses[kind].active);
  };

  it.each([
    ['New Year: nothing of this year yet', '2026-01-15T12:00:00Z', []],
    ['nomination in March', '2026-03-15T12:00:00Z', ['nomination', 'confirmation']],
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
    ['awards from 17 June', '2026-06-17T12:00:00Z', ['winner']],
    ['winners shown in November', '2026-11-21T12:00:00Z', ['winner']],
    ['winners still shown during the next nomination', '2027-03-15T12:00:00Z', ['winner']],
    ['until the next winners', '2027-06-17T12:00:00Z', []],
  ])('%s', (_case, now, expected) => {
    expect(activeOn(now).sort()).toEqual([...expected].sort());
  });
});

describe('currentWindows', () => {
  const activeOn = (iso: string, configured: Parameters<typeof currentWindows>[0] = []) => {
    const windows = currentWindows(configured, new Date(iso));
    const statuses = campaignStatuses(windows, new Date(iso));
    return {
      active: (Object.keys(statuses) as CampaignKind[]).filter((kind) => statuses[kind].active),
      winnerYear: windows.winner.year,
      nominationYear: windows.nomination.year,
    };
  };

  it.each([
    [
      'before the first winners of the cycle: last year’s',
      '2026-01-15T12:00:00Z',
      ['winner'],
      2025,
    ],
    ['winners of this year from 17 June', '2026-06-17T12:00:00Z', ['winner'], 2026],
    [
      'next year’s nomination, this year’s winners',
      '2027-03-05T12:00:00Z',
      ['winner', 'nomination', 'confirmation'],
      2026,
    ],
    [
      'next year’s rating',
      '2027-05-10T12:00:00Z',
      ['winner', 'award', 'pre_voting', 'hide_ratings', 'hide_email'],
      2026,
    ],
    ['next year’s winners', '2027-06-20T12:00:00Z', ['winner'], 2027],
  ])('%s', (_case, now, active, winnerYear) => {
    const result = activeOn(now);
    expect(result.active.sort()).toEqual([...active].sort());
    expect(result.winnerYear).toBe(winnerYear);
  });

  it('takes a configured window of a year over the cycle', () => {
    const moved = {
      year: 2027,
      kind: 'nomination' as const,
      starts_at: new Date('2027-02-01T00:00:00Z'),
      ends_at: new Date('2027-02-20T00:00:00Z'),
    };
    expect(activeOn('2027-02-10T12:00:00Z', [moved]).active).toContain('nomination');
    expect(activeOn('2027-03-05T12:00:00Z', [moved]).active).not.toContain('nomination');
    expect(activeOn('2027-03-05T12:00:00Z', [moved]).nominationYear).toBe(2027);
  });
});
