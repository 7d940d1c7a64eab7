import type { PlatformEventBus } from '@eventalp/shell-kit';
import { PASSWORD_RESET_PATH } from '../layout/auth/authModalState';

/** A page view is counted this long after the route changed (spec section 9). */
export const PAGE_VIEW_DELAY_MS = 1000;

/** Query parameters that carry secrets or addresses (links of mails); analytics never see them. */
const PRIVATE_PARAMETERS = ['token', 'unsubscribe', 'email'];

/** The URL a page view reports: without a reset link's token and without private parameters. */
export function analyticsUrl(pathname: string, search: string): string {
  const path = PASSWORD_RESET_PATH.test(pathname) ? '/password/reset' : pathname;
  const query = new URLSearchParams(search);
  for (const name of PRIVATE_PARAMETERS) query.delete(name);
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * Emits `analytics:page-view` on the bus 1000 ms after the first render and after every route
 * change (a quicker next change replaces the pending view). `installEntryAnalytics` listens for
 * the owners' dashboard; a site registers its own analytics on the bus the same way.
 */
export function installPageViewAnalytics(bus: PlatformEventBus, win: Window = window): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let previousUrl = win.document.referrer;
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const url = analyticsUrl(win.location.pathname, win.location.search);
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
