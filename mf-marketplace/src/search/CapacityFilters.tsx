import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { roomStepLabel } from './filterChips';
import { filterNames, styleNames, valueLabels } from './filterLabels';
import {
  ROOM_AREA_STEPS,
  ROOM_COUNT_STEPS,
  ROOM_HEIGHT_STEPS,
  SEATING_STYLES,
} from './searchParams';
import { withFilter, type SearchState } from './searchState';

/** Typing in the persons field waits this long before the search runs. */
const PERSONS_DEBOUNCE_MS = 500;

const ROOM_FILTERS = [
  ['area', ROOM_AREA_STEPS],
  ['height', ROOM_HEIGHT_STEPS],
  ['rooms', ROOM_COUNT_STEPS],
] as const;

interface CapacityFiltersProps {
  state: SearchState;
  onChange(next: SearchState): void;
  /** Locations: a seating style for the persons, and the room filters. */
  rooms: boolean;
}

/** "At least N persons" (with a seating style), and the room filters by the spec's steps. */
export function CapacityFilters({ state, onChange, rooms }: CapacityFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const persons = state.filters.persons ?? '';
  const [personsText, setPersonsText] = useState(persons);
  useEffect(() => setPersonsText(persons), [persons]);
  // The timer reads the state when it fires: other filters may change while the visitor types.
  const latest = useRef({ state, onChange });
  latest.current = { state, onChange };

  useEffect(() => {
    const wanted =
      /^\d+$/.test(personsText) && Number(personsText) > 0 ? String(Number(personsText)) : '';
    if (wanted === (latest.current.state.filters.persons ?? '')) return;
    const timer = setTimeout(() => {
      const current = latest.current;
      current.onChange(withFilter(current.state, 'persons', wanted || null));
    }, PERSONS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [personsText]);

  return (
    <>
      <div className="ea-filter-field">
        <label htmlFor={`${id}-persons`}>{intl.formatMessage(filterNames.persons)}</label>
        <input
          id={`${id}-persons`}
          type="number"
          inputMode="numeric"
          min={1}
          max={100000}
          value={personsText}
          onChange={(event) => setPersonsText(event.target.value)}
        />
      </div>
      {rooms && (
        <div className="ea-filter-field">
          <label htmlFor={`${id}-style`}>{intl.formatMessage(filterNames.style)}</label>
          <select
            id={`${id}-style`}
            value={state.filters.style ?? ''}
            onChange={(event) => onChange(withFilter(state, 'style', event.target.value || null))}
          >
            <option value="">{intl.formatMessage(valueLabels.any)}</option>
            {SEATING_STYLES.map((style) => (
              <option key={style} value={style}>
                {intl.formatMessage(styleNames[style])}
              </option>
            ))}
          </select>
        </div>
      )}
      {rooms &&
        ROOM_FILTERS.map(([name, steps]) => (
          <div key={name} className="ea-filter-field">
            <label htmlFor={`${id}-${name}`}>{intl.formatMessage(filterNames[name])}</label>
            <select
              id={`${id}-${name}`}
              value={state.filters[name] ?? ''}
              onChange={(event) => onChange(withFilter(state, name, event.target.value || null))}
            >
              <option value="">{intl.formatMessage(valueLabels.any)}</option>
              {steps.map((step) => (
                <option key={step} value={String(step)}>
                  {roomStepLabel(intl, name, step)}
                </option>
              ))}
            </select>
          </div>
        ))}
    </>
  );
}
