import { siteClient } from '@eventalp/plugin-site/domain';
import type { PlatformClient } from '@eventalp/shell-kit';
import { redirectInstead } from '../browser/redirectInstead';
import { findRedirect, indexRedirects, NO_REDIRECTS } from '../routing/findRedirect';

/**
 * Applies the back office's redirects to navigations inside the page (full page loads are
 * redirected by the shell server). The table is fetched once per page load; a failure is only
 * logged (spec section 7).
 */
export function installClientRedirects(http: PlatformClient, win: Window = window): () => void {
  let index = NO_REDIRECTS;
  siteClient(http)
    .redirects()
    .then(
      (answer) => (index = indexRedirects(answer)),
      (error: unknown) => console.error('Redirects could not be loaded', error),
    );
  const onBeforeRouting = (event: Event) => {
    const { newUrl, cancelNavigation } = (event as CustomEvent).detail as {
      newUrl: string;
      cancelNavigation?: () => void;
    };
    const url = new URL(newUrl);
    const redirect = findRedirect(index, url.pathname, url.search);
    if (!redirect) return;
    redirectInstead(cancelNavigation, redirect.location, win);
  };
  win.addEventListener('single-spa:before-routing-event', onBeforeRouting);
  return () => win.removeEventListener('single-spa:before-routing-event', onBeforeRouting);
}
