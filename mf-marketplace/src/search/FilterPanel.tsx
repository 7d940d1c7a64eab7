import { memo } from 'react';
import { useIntl } from 'react-intl';
import { CapacityFilters } from './CapacityFilters';
import { FacetGroup } from './FacetGroup';
import { audienceNames, filterNames } from './filterLabels';
import type { FilterOptions } from './filterOptions';
import type { Facets } from './searchApi';
import { LOCATION_TERM_FIELDS, PROVIDER_TERM_FIELDS, type SearchKind } from './searchParams';
import { idsOf, toggleId, type SearchState } from './searchState';
import { TextSearch } from './TextSearch';
import { WhereFilters } from './WhereFilters';

export interface FilterPanelProps {
  kind: SearchKind;
  state: SearchState;
  options: FilterOptions;
  facets: Facets;
  placeNames: Readonly<Record<string, string>>;
  onChange(next: SearchState): void;
  onPlaceNamed(id: string, name: string): void;
}

/** Taxonomy filters per search, in the order the panel lists them. */
const TERM_GROUPS: Record<SearchKind, readonly string[]> = {
  locations: Object.keys(LOCATION_TERM_FIELDS),
  provider: Object.keys(PROVIDER_TERM_FIELDS),
  packages: ['event_kinds'],
};

/** Opened from the start: the filters most searches begin with. */
const OPEN_GROUPS = new Set(['category', 'event_kinds']);

/**
 * Every filter the search offers, labelled from the taxonomies, with result counts. Memoized: the
 * page re-rendering for the map, a hovered card or the phone layout leaves the filters alone.
 */
export const FilterPanel = memo(function FilterPanel(props: FilterPanelProps) {
  const { kind, state, options, facets, onChange } = props;
  const intl = useIntl();
  const categoryName = (id: string) =>
    options.category?.find((option) => option.id === id)?.name ?? id;

  return (
    <div className="ea-filter-panel">
      {kind !== 'packages' && (
        <TextSearch
          kind={kind}
          state={state}
          onChange={onChange}
          onPlaceNamed={props.onPlaceNamed}
        />
      )}
      <WhereFilters
        state={state}
        options={options}
        facets={facets}
        placeNames={props.placeNames}
        onChange={onChange}
        onPlaceNamed={props.onPlaceNamed}
      />
      <CapacityFilters state={state} onChange={onChange} rooms={kind === 'locations'} />
      {TERM_GROUPS[kind].map((name) => (
        <FacetGroup
          key={name}
          legend={intl.formatMessage(filterNames[name as keyof typeof filterNames])}
          options={options[name] ?? []}
          selected={idsOf(state, name)}
          counts={facets[name] ?? null}
          onToggle={(id) => onChange(toggleId(state, name, id))}
          sectionLabel={
            name === 'event_kinds'
              ? (key) => intl.formatMessage(audienceNames[key as '1'])
              : name === 'offers'
                ? categoryName
                : undefined
          }
          open={OPEN_GROUPS.has(name)}
        />
      ))}
    </div>
  );
});
