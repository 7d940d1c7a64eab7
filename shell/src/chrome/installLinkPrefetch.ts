import { PREFETCH_IDLE_TIMEOUT_MS, prefetchAllowed, type ConnectionHints } from './prefetchAllowed';

/**
 * Pages that are never prefetched: personal areas, API, files, logout-like links, and the
 * language switch (its answer sets the visitor's language).
 */
const NOT_PREFETCHED =
  /^\/(api|storage|backoffice|site\/user|public_login|locale)(\/|$)|[?&]preview\b/;

/**
 * Prefetches same-origin links that are in view, with quicklink: 2000 ms after each route change
 * it starts watching, and prefetches when the browser is idle (again at most 2000 ms). Nothing on
 * 2g or with data saver on. quicklink itself is loaded only then, so it never competes with the
 * page's own scripts.
 */
export function installLinkPrefetch(win: Window = window): () => void {
  const connection = (win.navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!prefetchAllowed(connection)) return () => undefined;
  let stop: (() => void) | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let uninstalled = false;
  const listen = async () => {
    const { listen: quicklinkListen } = await import('quicklink');
    if (uninstalled) return;
    stop?.();
    stop = quicklinkListen({
      timeout: PREFETCH_IDLE_TIMEOUT_MS,
      origins: [win.location.hostname],
      ignores: [
        (uri: string, link: HTMLAnchorElement) => {
          const url = new URL(uri, win.location.href);
          return (
            url.pathname === win.location.pathname ||
            link.hasAttribute('download') ||
            link.hasAttribute('data-preview-disabled') ||
            NOT_PREFETCHED.test(`${url.pathname}${url.search}`)
          );
        },
      ],
      onError: () => undefined,
    });
  };
  const onRouteChange = () => {
    clearTimeout(timer);
    timer = setTimeout(() => listen().catch(() => undefined), PREFETCH_IDLE_TIMEOUT_MS);
  };
  win.addEventListener('single-spa:routing-event', onRouteChange);
  return () => {
    uninstalled = true;
    clearTimeout(timer);
    stop?.();
    win.removeEventListener('single-spa:routing-event', onRouteChange);
  };
}
