import { usePlatform } from '@eventalp/shell-kit';
import { useCallback, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { FacetGroup } from './FacetGroup';
import { countryNames, filterNames, valueLabels } from './filterLabels';
import type { FilterOptions } from './filterOptions';
import { fetchPlaceSuggestions, type Facets } from './searchApi';
import { SearchCombobox } from './SearchCombobox';
import { DISTANCE_STEPS } from './searchParams';
import { idsOf, toggleId, withFilter, type SearchState } from './searchState';

interface WhereFiltersProps {
  state: SearchState;
  options: FilterOptions;
  facets: Facets;
  placeNames: Readonly<Record<string, string>>;
  onChange(next: SearchState): void;
  onPlaceNamed(id: string, name: string): void;
}

const COUNTRIES = ['1', '2', '3'] as const;

/** Country, regions (of the chosen country) and a place with its radius. */
export function WhereFilters(props: WhereFiltersProps) {
  const { state, options, facets, onChange } = props;
  const intl = useIntl();
  const { http } = usePlatform();
  const id = useId();
  const place = state.filters.place;
  const [placeText, setPlaceText] = useState(place ? (props.placeNames[place] ?? '') : '');
  useEffect(
    () => setPlaceText(place ? (props.placeNames[place] ?? '') : ''),
    [place, props.placeNames],
  );
  const suggestPlaces = useCallback((text: string) => fetchPlaceSuggestions(http, text), [http]);

  const country = state.filters.country;
  const countryCounts = new Map(facets.country?.map((facet) => [facet.value, facet.count]));
  const regions = (options.region ?? []).filter((region) => !country || region.section === country);

  return (
    <>
      <div className="ea-filter-field">
        <label htmlFor={`${id}-country`}>{intl.formatMessage(filterNames.country)}</label>
        <select
          id={`${id}-country`}
          value={country ?? ''}
          onChange={(event) => onChange(withFilter(state, 'country', event.target.value || null))}
        >
          <option value="">{intl.formatMessage(valueLabels.any)}</option>
          {COUNTRIES.map((code) => {
            const count = countryCounts.get(code);
            const name = intl.formatMessage(countryNames[code]);
            return (
              <option key={code} value={code} disabled={count === 0 && country !== code}>
                {count === undefined ? name : `${name} (${count})`}
              </option>
            );
          })}
        </select>
      </div>
      <FacetGroup
        legend={intl.formatMessage(filterNames.region)}
        options={regions}
        selected={idsOf(state, 'region')}
        counts={facets.region ?? null}
        onToggle={(region) => onChange(toggleId(state, 'region', region))}
        sectionLabel={(code) => intl.formatMessage(countryNames[code as '1'])}
        open
      />
      <div className="ea-filter-field ea-filter-field--place">
        <SearchCombobox
          label={intl.formatMessage(filterNames.place)}
          value={placeText}
          onValueChange={(text) => {
            setPlaceText(text);
            if (text === '' && place) onChange(withFilter(state, 'place', null));
          }}
          suggest={suggestPlaces}
          onChoose={(suggestion) => {
            props.onPlaceNamed(suggestion.id, suggestion.text);
            setPlaceText(suggestion.text);
            onChange(withFilter(state, 'place', suggestion.id));
          }}
        />
        <label htmlFor={`${id}-distance`}>{intl.formatMessage(filterNames.distance)}</label>
        <select
          id={`${id}-distance`}
          value={state.filters.distance ?? '0'}
          disabled={!place}
          onChange={(event) =>
            onChange(
              withFilter(state, 'distance', event.target.value === '0' ? null : event.target.value),
            )
          }
        >
          {DISTANCE_STEPS.map((step) => (
            <option key={step} value={step}>
              {step === 0
                ? intl.formatMessage(valueLabels.placeOnly)
                : intl.formatMessage(valueLabels.radius, { value: step })}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
