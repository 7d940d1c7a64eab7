import { usePlatform, type SearchUiState } from '@eventalp/shell-kit';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { INITIAL_SEARCH_PATH, visibleSearchControls } from './visibleSearchControls';

/** The search page's filter panel (its id is part of the contract with the marketplace). */
const FILTER_PANEL_ID = 'ea-search-filters';

/**
 * 'Neue Suche' and the search's filter toggle. The search page (another micro-frontend) tells
 * its state over the event bus, and hears the toggle there too.
 */
export function SearchHeaderControls({ navMenuOpen }: { navMenuOpen: boolean }) {
  const { bus } = usePlatform();
  const intl = useIntl();
  const [search, setSearch] = useState<SearchUiState | null>(null);

  useEffect(() => {
    const off = bus.on('search:ui-changed', ({ ui }) => setSearch(ui));
    // The search page may have announced itself before the header listened.
    bus.emit('search:ui-requested', {});
    return off;
  }, [bus]);

  const controls = visibleSearchControls(navMenuOpen, search);
  return (
    <>
      {controls.newSearch && (
        <a
          href={INITIAL_SEARCH_PATH}
          className="ea-button ea-header__control ea-header__new-search"
        >
          <span className="ea-header__icon ea-header__icon--search" aria-hidden="true" />
          <span className="ea-header__label">
            {intl.formatMessage({ id: 'shell.header.newSearch', defaultMessage: 'Neue Suche' })}
          </span>
        </a>
      )}
      {controls.filterToggle && (
        <button
          type="button"
          className="ea-button ea-button--primary ea-header__control"
          aria-controls={FILTER_PANEL_ID}
          aria-expanded={controls.filterToggle === 'hide'}
          onClick={() => bus.emit('search:filter-toggle-requested', {})}
        >
          <span
            className="ea-header__icon ea-header__icon--sliders-horizontal"
            aria-hidden="true"
          />
          <span className="ea-header__label">
            {controls.filterToggle === 'hide'
              ? intl.formatMessage({
                  id: 'shell.header.hideFilter',
                  defaultMessage: 'Filter ausblenden',
                })
              : intl.formatMessage({
                  id: 'shell.header.adjustSearch',
                  defaultMessage: 'Suche anpassen',
                })}
          </span>
        </button>
      )}
    </>
  );
}
