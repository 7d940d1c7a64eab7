import { visibleSearchControls } from './visibleSearchControls';

const search = (mapOpen: boolean, stickyFilter: boolean, filterVisible: boolean) => ({
  mapOpen,
  stickyFilter,
  filterVisible,
});

it.each([
  // nav menu open, search page state, 'Neue Suche', toggle
  [true, null, false, null],
  [true, search(true, true, true), false, null],
  [false, null, true, null],
  [false, search(false, false, true), true, null],
  [false, search(true, false, false), true, 'show'],
  [false, search(true, false, true), true, 'hide'],
  [false, search(false, true, false), true, 'show'],
  [false, search(false, true, true), true, 'hide'],
] as const)(
  'nav menu open %s, search %j: Neue Suche %s, toggle %s',
  (navMenuOpen, state, newSearch, filterToggle) => {
    expect(visibleSearchControls(navMenuOpen, state)).toEqual({ newSearch, filterToggle });
  },
);
