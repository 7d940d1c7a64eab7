import { PREFETCH_IDLE_TIMEOUT_MS, prefetchAllowed, type ConnectionHints } from './prefetchAllowed';

/** Pages that are never prefetched: personal areas, API, files, and logout-like links. */
const NOT_PREFETCHED = /^\/(api|storage|backoffice|site\/user|public_login)(\/|$)|[?&]preview\b/;

/**
 * Prefetches same-origin links that are in view once the browser is idle (at most 2000 ms after
 * each route change), with quicklink; nothing on 2g or with data saver on.
 */
export function installLinkPrefetch(win: Window = window): () => void {
  const connection = (win.navigator as Navigator & { connection?: ConnectionHints }).connection;
  if (!prefetchAllowed(connection)) return () => undefined;
  let stop: (() => void) | undefined;
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
    listen().catch(() => undefined);
  };
  win.addEventListener('single-spa:routing-event', onRouteChange);
  return () => {
    uninstalled = true;
    stop?.();
    win.removeEventListener('single-spa:routing-event', onRouteChange);
  };
}
