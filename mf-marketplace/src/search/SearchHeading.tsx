import { defineMessages, useIntl } from 'react-intl';
import { RESULT_COUNT_ID } from './ActiveFilterChips';
import { withValues } from './messageValues';
import { FILTER_PANEL_ID } from './FilterSidebar';
import type { SearchKind } from './searchParams';

export const resultCounts = withValues<SearchKind>(
  defineMessages({
    locations: {
      id: 'marketplace.search.count.locations',
      defaultMessage: '{total, plural, one {# Location} other {# Locations}}',
    },
    provider: {
      id: 'marketplace.search.count.provider',
      defaultMessage: '{total, plural, other {# Dienstleister}}',
    },
    packages: {
      id: 'marketplace.search.count.packages',
      defaultMessage: '{total, plural, one {# Paket} other {# Pakete}}',
    },
  }),
);

interface SearchHeadingProps {
  kind: SearchKind;
  title: string;
  total: number;
  loading: boolean;
  activeFilters: number;
  mapOpen: boolean;
  dialogOpen: boolean;
  onOpenFilters(): void;
  onToggleMap(): void;
}

/** H1, the result count (announced when it changes) and the filter and map buttons. */
export function SearchHeading(props: SearchHeadingProps) {
  const intl = useIntl();
  return (
    <div className="ea-search__head">
      <h1>{props.title}</h1>
      {/* Focusable from script only: where focus lands when the last filter chip is removed. */}
      <p id={RESULT_COUNT_ID} role="status" className="ea-result-count" tabIndex={-1}>
        {props.loading
          ? intl.formatMessage({
              id: 'marketplace.search.loading',
              defaultMessage: 'Resultate werden geladen …',
            })
          : intl.formatMessage(resultCounts[props.kind], { total: props.total })}
      </p>
      <div className="ea-search__tools">
        <button
          type="button"
          className="ea-button ea-search__filter-button"
          aria-haspopup="dialog"
          aria-expanded={props.dialogOpen}
          aria-controls={FILTER_PANEL_ID}
          onClick={props.onOpenFilters}
        >
          {intl.formatMessage(
            {
              id: 'marketplace.search.openFilters',
              defaultMessage: '{count, plural, =0 {Filter} other {Filter (#)}}',
            },
            { count: props.activeFilters },
          )}
        </button>
        {props.kind !== 'packages' && (
          <button type="button" className="ea-button" onClick={props.onToggleMap}>
            {props.mapOpen
              ? intl.formatMessage({
                  id: 'marketplace.search.closeMap',
                  defaultMessage: 'Karte schliessen',
                })
              : intl.formatMessage({
                  id: 'marketplace.search.openMap',
                  defaultMessage: 'Karte anzeigen',
                })}
          </button>
        )}
      </div>
    </div>
  );
}
