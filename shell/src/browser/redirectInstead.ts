import { navigateToUrl } from 'single-spa';

/**
 * Turns a navigation inside the page into one to `target` (a guard, a redirect route, a row of
 * the redirect table). single-spa puts the old URL back after its before-routing event (in a
 * microtask), which would overwrite a navigation started at once; so this cancels first and
 * navigates in the next task. Targets on other sites are left by a full page load.
 */
export function redirectInstead(
  cancelNavigation: (() => void) | undefined,
  target: string,
  win: Window = window,
): void {
  cancelNavigation?.();
  const url = new URL(target, win.location.href);
  win.setTimeout(() => {
    if (url.origin === win.location.origin) navigateToUrl(url.href);
    else win.location.assign(url.href);
  }, 0);
}
