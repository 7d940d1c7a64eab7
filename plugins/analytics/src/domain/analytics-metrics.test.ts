import { daysBetween, detailPageEntry } from './analytics-metrics';

describe('detailPageEntry', () => {
  it.each([
    ['/site/_eventalp/516/hochzeitslocations/42/seeblick.html', { type: 'location', id: 42 }],
    ['/site/_eventalp/516/hochzeitslocations/42', { type: 'location', id: 42 }],
    ['/site/_dienstleister/451/catering_partyservice/7/koch.html', { type: 'provider', id: 7 }],
    ['/site/_eventalp/516/hochzeitslocations/42/seeblick.html?preview=1', null],
    ['/site/_eventalp/516/hochzeitslocations', null],
    ['/site/_redaktionell/52/eventmagazin/12/story', null],
    ['/site/_other/516/x/42/y.html', null],
    ['/locations', null],
  ])('%s', (url, expected) => {
    expect(detailPageEntry(url, 'eventalp')).toEqual(expected);
  });
});

it('lists the days between two dates', () => {
  expect(daysBetween('2026-02-27', '2026-03-02')).toEqual([
    '2026-02-27',
    '2026-02-28',
    '2026-03-01',
    '2026-03-02',
  ]);
});
