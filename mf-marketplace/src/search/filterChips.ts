import type { IntlShape } from 'react-intl';
import { countryNames, filterNames, styleNames, valueLabels } from './filterLabels';
import type { FilterOptions } from './filterOptions';
import {
  ROOM_AREA_STEPS,
  ROOM_COUNT_STEPS,
  ROOM_HEIGHT_STEPS,
  SEARCH_PARAMS,
  type SearchKind,
  type SeatingStyle,
} from './searchParams';
import { idsOf, toggleId, withFilter, type SearchState } from './searchState';

/** One removable chip of an active filter. */
export interface FilterChip {
  key: string;
  label: string;
  /** The state without this chip's filter value. */
  without: SearchState;
}

const last = (steps: readonly number[]) => steps[steps.length - 1];

/** A room step as text: 'ab 100 m²', the last one '300 m² und mehr'. */
export function roomStepLabel(intl: IntlShape, name: 'area' | 'height' | 'rooms', step: number) {
  const steps = { area: ROOM_AREA_STEPS, height: ROOM_HEIGHT_STEPS, rooms: ROOM_COUNT_STEPS }[name];
  const value = name === 'rooms' ? step : intl.formatNumber(step);
  const message = step === last(steps) ? valueLabels[`${name}Last`] : valueLabels[name];
  return intl.formatMessage(message, { value });
}

/** The persons filter as text, with the seating style when one is chosen. */
export function personsLabel(intl: IntlShape, state: SearchState): string {
  const style = state.filters.style as SeatingStyle | undefined;
  const value = Number(state.filters.persons);
  return style
    ? intl.formatMessage(valueLabels.personsStyle, {
        value,
        style: intl.formatMessage(styleNames[style]),
      })
    : intl.formatMessage(valueLabels.persons, { value });
}

/**
 * The chips of the active filters, in URL order: one per chosen taxonomy term, one per other
 * filter (a place with its radius is one chip, a seating style goes with the persons).
 */
export function filterChips(
  intl: IntlShape,
  kind: SearchKind,
  state: SearchState,
  options: FilterOptions,
  placeNames: Readonly<Record<string, string>>,
): FilterChip[] {
  const chips: FilterChip[] = [];
  const single = (name: string, label: string) =>
    chips.push({ key: name, label, without: withFilter(state, name, null) });
  for (const definition of SEARCH_PARAMS[kind]) {
    const { name } = definition;
    const value = state.filters[name];
    if (value === undefined) continue;
    if (definition.type === 'ids') {
      for (const id of idsOf(state, name)) {
        const option = options[name]?.find((candidate) => candidate.id === id);
        const label = option?.name ?? `${intl.formatMessage(filterNames[name as 'region'])} ${id}`;
        chips.push({ key: `${name}:${id}`, label, without: toggleId(state, name, id) });
      }
    } else if (name === 'q') single(name, intl.formatMessage(valueLabels.text, { value }));
    else if (name === 'country') single(name, intl.formatMessage(countryNames[value as '1']));
    else if (name === 'place') {
      const place = placeNames[value] ?? intl.formatMessage(filterNames.place);
      const distance = state.filters.distance;
      single(
        name,
        distance ? intl.formatMessage(valueLabels.placeRadius, { place, value: distance }) : place,
      );
    } else if (name === 'persons') {
      chips.push({
        key: name,
        label: personsLabel(intl, state),
        without: withFilter(withFilter(state, 'persons', null), 'style', null),
      });
    } else if (name === 'area' || name === 'height' || name === 'rooms') {
      single(
        name,
        `${intl.formatMessage(filterNames[name])} ${roomStepLabel(intl, name, Number(value))}`,
      );
    } else if (name === 'bounds') single(name, intl.formatMessage(filterNames.bounds));
    else if (name === 'style' && !state.filters.persons)
      single(name, intl.formatMessage(styleNames[value as SeatingStyle]));
  }
  return chips;
}
