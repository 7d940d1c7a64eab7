import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The id the shell header's toggle points at (aria-controls). */
export const FILTER_PANEL_ID = 'ea-search-filters';

interface FilterSidebarProps {
  /** Shown beside the results (desktop). */
  shown: boolean;
  /** Open as the full-screen filter dialog (phones). */
  dialogOpen: boolean;
  onCloseDialog(): void;
  /** The dialog's closing button, e.g. '128 Locations anzeigen'. */
  showResultsLabel: string;
  children: ReactNode;
}

/**
 * The filter panel's frame: a sticky column beside the results on desktop, a full-screen modal
 * dialog on phones (Escape or the buttons close it, focus returns to where it was).
 */
export function FilterSidebar(props: FilterSidebarProps) {
  const { shown, dialogOpen, onCloseDialog } = props;
  const intl = useIntl();
  const titleId = useId();
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!dialogOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onCloseDialog();
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      opener?.focus();
    };
  }, [dialogOpen, onCloseDialog]);

  const classes = ['ea-search__filters'];
  if (dialogOpen) classes.push('ea-search__filters--dialog');
  return (
    <aside
      id={FILTER_PANEL_ID}
      className={classes.join(' ')}
      hidden={!shown && !dialogOpen}
      role={dialogOpen ? 'dialog' : undefined}
      aria-modal={dialogOpen || undefined}
      aria-labelledby={titleId}
    >
      <div className="ea-search__filters-head">
        <h2 id={titleId}>
          {intl.formatMessage({ id: 'marketplace.search.filters', defaultMessage: 'Filter' })}
        </h2>
        {dialogOpen && (
          <button
            ref={closeButton}
            type="button"
            className="ea-modal__close"
            aria-label={intl.formatMessage({
              id: 'marketplace.search.closeFilters',
              defaultMessage: 'Filter schliessen',
            })}
            onClick={onCloseDialog}
          >
            ×
          </button>
        )}
      </div>
      {props.children}
      {dialogOpen && (
        <div className="ea-search__filters-foot">
          <button type="button" className="ea-button ea-button--primary" onClick={onCloseDialog}>
            {props.showResultsLabel}
          </button>
        </div>
      )}
    </aside>
  );
}
