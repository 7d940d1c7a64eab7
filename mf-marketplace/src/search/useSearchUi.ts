import { BODY_FLAG, useBodyFlag, usePlatform, type SearchUiState } from '@eventalp/shell-kit';
import { useEffect, useRef, useState } from 'react';

/** Below the md breakpoint (spec 9: 768 px) the filter is a full-screen dialog. */
const COMPACT_QUERY = '(max-width: 767px)';

/**
 * Where the filter panel is and what the shell header learns about it (spec section 2, header
 * toggle). At the top of the page the panel is always shown (visible variant); once the visitor
 * scrolls past the search's head it follows the page (sticky variant) and the header's toggle
 * hides or shows it. Opening the map hides it too. On phones the toggle opens the filter dialog.
 * Body flags: `ea-map-open` (mapOpen), `ea-nav-search-active` (sticky), `ea-modal-open` (dialog).
 */
export function useSearchUi(mapOpen: boolean) {
  const { bus } = usePlatform();
  const sentinel = useRef<HTMLDivElement>(null);
  const [sticky, setSticky] = useState(false);
  const [filterHidden, setFilterHidden] = useState(mapOpen);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [compact, setCompact] = useState(false);

  useEffect(() => setFilterHidden(mapOpen), [mapOpen]);

  useEffect(() => {
    const element = sentinel.current;
    if (!element) return;
    const observer = new IntersectionObserver(([entry]) =>
      setSticky(!!entry && !entry.isIntersecting && entry.boundingClientRect.top < 0),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const query = window.matchMedia(COMPACT_QUERY);
    const update = () => {
      setCompact(query.matches);
      if (!query.matches) setDialogOpen(false);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const panelShown = !filterHidden || (!sticky && !mapOpen);
  const ui: SearchUiState = {
    filterVisible: compact ? dialogOpen : panelShown,
    stickyFilter: sticky,
    mapOpen,
  };
  const latest = useRef({ ui, compact, panelShown });
  latest.current = { ui, compact, panelShown };

  useEffect(() => {
    bus.emit('search:ui-changed', { ui: latest.current.ui });
  }, [bus, ui.filterVisible, ui.stickyFilter, ui.mapOpen]);

  useEffect(() => {
    const offRequest = bus.on('search:ui-requested', () =>
      bus.emit('search:ui-changed', { ui: latest.current.ui }),
    );
    const offToggle = bus.on('search:filter-toggle-requested', () => {
      if (latest.current.compact) setDialogOpen((open) => !open);
      else setFilterHidden(latest.current.panelShown);
    });
    return () => {
      offRequest();
      offToggle();
      bus.emit('search:ui-changed', { ui: null });
    };
  }, [bus]);

  useBodyFlag(BODY_FLAG.mapOpen, mapOpen);
  useBodyFlag(BODY_FLAG.navSearchActive, sticky);
  useBodyFlag(BODY_FLAG.modalOpen, dialogOpen);

  return { sentinel, panelShown, dialogOpen, setDialogOpen };
}
