import { lazyPageComponent } from '@eventalp/shell-kit';
import { PACKAGE_DEALS_CLASS } from './packageDealsClass';

/**
 * Resolves once the server-rendered element matching `selector` is within 400 px of the viewport,
 * at once without one, and as soon as React drops it (a client render then shows the slider).
 */
function whenNearViewport(selector: string): Promise<void> {
  const element = document.querySelector(selector);
  if (!element || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      clearInterval(detached);
      resolve();
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && done(),
      { rootMargin: '400px' },
    );
    observer.observe(element);
    const detached = setInterval(() => !element.isConnected && done(), 1000);
  });
}

/**
 * The package-deals slider as a chunk of its own, for the location search: it sits below the
 * results, and embla would put the search page over its initial JS budget. The page's load
 * preloads it, so the server renders it (and client-side navigations show it at once). A
 * server-rendered slider keeps its HTML and hydrates when it comes near the viewport: React
 * leaves a suspended boundary's server HTML in place until its code is there.
 */
export const LazyPackageDealsSlider = lazyPageComponent(async () => {
  if (typeof document !== 'undefined') await whenNearViewport(`.${PACKAGE_DEALS_CLASS}`);
  return (await import('./PackageDealsSlider')).PackageDealsSlider;
});
