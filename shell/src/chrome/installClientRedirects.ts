import type { PlatformClient } from '@eventalp/shell-kit';
import { navigateToUrl } from 'single-spa';
import { findRedirect, type RedirectRow } from '../routing/findRedirect';

export const REDIRECTS_PATH = '/redirects/getall/front';

/**
 * Applies the back office's redirects to navigations inside the page (full page loads are
 * redirected by the shell server). The table is fetched once per page load; a failure is only
 * logged (spec section 7).
 */
export function installClientRedirects(http: PlatformClient, win: Window = window): () => void {
  let rows: readonly RedirectRow[] = [];
  http.get<RedirectRow[]>(REDIRECTS_PATH).then(
    (answer) => (rows = answer),
    (error: unknown) => console.error('Redirects could not be loaded', error),
  );
  const onBeforeRouting = (event: Event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent).detail as {
      newUrl: string;
      cancelNavigation?: () => void;
    };
    const url = new URL(newUrl);
    const redirect = findRedirect(rows, url.pathname, url.search);
    if (!redirect) return;
    cancelNavigation?.();
    const target = new URL(redirect.location, win.location.href);
    // Only once the cancellation is done: single-spa puts the old URL back after this event (in
    // a microtask), which would overwrite a navigation started here.
    win.setTimeout(() => {
      if (target.origin === win.location.origin) navigateToUrl(target.href);
      else win.location.assign(target.href);
    }, 0);
  };
  win.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => win.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
