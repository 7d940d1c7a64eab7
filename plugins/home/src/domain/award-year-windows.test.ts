import { awardYearWindows, swissMidnight } from './award-year-windows';
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
  ])('%s', (_case, now, expected) => {
    expect(activeOn(now).sort()).toEqual([...expected].sort());
  });
});
