import type { PlatformEventBus } from '@eventalp/shell-kit';

/** A page view is counted this long after the route changed (spec section 9). */
export const PAGE_VIEW_DELAY_MS = 1000;

/**
 * Emits `analytics:page-view` on the bus 1000 ms after the first render and after every route
 * change (a quicker next change replaces the pending view). No analytics listen by default: a
 * site registers its own handler on the bus.
 */
export function installPageViewAnalytics(bus: PlatformEventBus, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let previousUrl = win.document.referrer;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const url = `${win.location.pathname}${win.location.search}`;
      bus.emit('analytics:page-view', { url, title: win.document.title, referrer: previousUrl });
      previousUrl = url;
    }, PAGE_VIEW_DELAY_MS);
  };
  win.addEventListener('single-spa:routing-event', schedule);
  return () => {
    clearTimeout(timer);
    win.removeEventListener('single-spa:routing-event', schedule);
  };
}
