import { createIntl } from 'react-intl';
import { filterChips } from './filterChips';
import { parseSearchState, searchQueryString } from './searchState';

const intl = createIntl({ locale: 'de-CH', messages: {}, onError: () => undefined });
const options = {
  region: [
    { id: '272', name: 'Aargau', section: '1' },
    { id: '297', name: 'Zürich', section: '1' },
  ],
  event_kinds: [{ id: '40', name: 'Hochzeit', section: '1' }],
};

it('labels every active filter and removes just that one', () => {
  const state = parseSearchState(
    'locations',
    new URLSearchParams(
      'q=Schloss&region=272,297&place=840&distance=20&event_kinds=40&style=banquet&persons=80&area=300&height=2.5&rooms=2&bounds=46,7,47,8&page=3',
    ),
  );
  const chips = filterChips(intl, 'locations', state, options, { '840': 'Winterthur' });
  expect(chips.map((chip) => chip.label)).toEqual([
    '«Schloss»',
    'Aargau',
    'Zürich',
    'Winterthur + 20 km',
    'Hochzeit',
    'ab 80 Personen (Bankett)',
    'Raumfläche 300 m² und mehr',
    'Raumhöhe ab 2.5 m',
    'Anzahl Räume ab 2 Räumen',
    'Kartenausschnitt',
  ]);
  const without = (label: string) =>
    searchQueryString('locations', chips.find((chip) => chip.label === label)!.without);
  expect(without('Aargau')).toContain('region=297&');
  expect(without('Winterthur + 20 km')).not.toMatch(/place|distance/);
  expect(without('ab 80 Personen (Bankett)')).not.toMatch(/persons|style/);
  expect(without('Kartenausschnitt')).not.toContain('bounds');
  expect(without('Hochzeit')).not.toContain('page=');
});
