import { lazyPageComponent } from '@eventalp/shell-kit';
import { onNearViewport } from './nearViewport';
import { PACKAGE_DEALS_CLASS } from './packageDealsClass';

/**
 * Resolves once the server-rendered element matching `selector` is within 400 px of the viewport,
 * at once without one, and as soon as React drops it (a client render then shows the slider).
 */
function whenNearViewport(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stopWatching();
      clearInterval(detached);
      resolve();
    };
    const stopWatching = onNearViewport(element, done);
    const detached = setInterval(() => !element.isConnected && done(), 1000);
  });
}

/**
 * The package-deals slider as a chunk of its own, for the location search: it sits below the
 * results, and its code would put the search page over its initial JS budget. The page's load
 * preloads it, so the server renders it (and client-side navigations show it at once). A
 * server-rendered slider keeps its HTML and hydrates when it comes near the viewport: React
 * leaves a suspended boundary's server HTML in place until its code is there.
 */
export const LazyPackageDealsSlider = lazyPageComponent(async () => {
  if (typeof document !== 'undefined') await whenNearViewport(`.${PACKAGE_DEALS_CLASS}`);
  return (await import('./PackageDealsSlider')).PackageDealsSlider;
});
