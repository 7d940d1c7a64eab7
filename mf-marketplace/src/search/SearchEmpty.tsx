import { FormattedMessage, useIntl } from 'react-intl';
import { withFilter, withoutFilters, type SearchState } from './searchState';
import { INITIAL_SEARCH_PATH } from './searchUrl';

interface SearchEmptyProps {
  state: SearchState;
  onChange(next: SearchState): void;
}

/**
 * No results: say so and offer ways out (the map area, all filters, a new search).
 */
export function SearchEmpty({ state, onChange }: SearchEmptyProps) {
  const intl = useIntl();
  const filtered = Object.keys(state.filters).length > 0;
  return (
    <div className="ea-empty">
      <h2>
        {intl.formatMessage({
          id: 'marketplace.search.empty.title',
          defaultMessage: 'Keine passenden Resultate',
        })}
      </h2>
      <p>
        <FormattedMessage
          id="marketplace.search.empty.hint"
          defaultMessage="Mit weniger Filtern findest du mehr."
        />
      </p>
      <div className="ea-empty__actions">
        {state.filters.bounds && (
          <button
            type="button"
            className="ea-button"
            onClick={() => onChange(withFilter(state, 'bounds', null))}
          >
            <FormattedMessage
              id="marketplace.search.empty.removeBounds"
              defaultMessage="Ganze Karte durchsuchen"
            />
          </button>
        )}
        {filtered && (
          <button
            type="button"
            className="ea-button ea-button--primary"
            onClick={() => onChange(withoutFilters(state))}
          >
            <FormattedMessage
              id="marketplace.search.empty.reset"
              defaultMessage="Alle Filter zurücksetzen"
            />
          </button>
        )}
        <a className="ea-button" href={INITIAL_SEARCH_PATH}>
          <FormattedMessage id="marketplace.search.newSearch" defaultMessage="Neue Suche" />
        </a>
      </div>
    </div>
  );
}
