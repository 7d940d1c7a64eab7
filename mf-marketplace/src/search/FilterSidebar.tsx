import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** The id the shell header's toggle points at (aria-controls). */
export const FILTER_PANEL_ID = 'ea-search-filters';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), summary';

/** Tab and Shift+Tab wrap around inside the modal dialog instead of leaving it. */
function keepFocusInside(dialog: HTMLElement | null, event: KeyboardEvent) {
  const focusable = [...(dialog?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])].filter(
    (element) => element.offsetParent !== null,
  );
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}

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
  const panel = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!dialogOpen) return;
    const opener = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      // An open suggestion list inside takes Escape first (it prevents the default).
      if (event.key === 'Escape' && !event.defaultPrevented) onCloseDialog();
      else if (event.key === 'Tab') keepFocusInside(panel.current, event);
    };
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
      ref={panel}
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
            <span className="ea-icon ea-icon--x" aria-hidden="true" />
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
