import { memo, Suspense } from 'react';
import { LazyPackageDealsSlider } from './LazyPackageDealsSlider';
import type { PackageDeals } from './packageDealsData';

/**
 * The lazily loaded slider in its own Suspense boundary. Memoised on purpose: a boundary that
 * gets new props while its code is still loading would drop its server HTML, so re-renders of
 * the search page with the same deals, start and map state must not reach it.
 */
export const DeferredPackageDealsSlider = memo(function DeferredPackageDealsSlider(props: {
  deals: PackageDeals;
  startIndex: number;
  mapOpen: boolean;
}) {
  return (
    <Suspense fallback={null}>
      <LazyPackageDealsSlider {...props} />
    </Suspense>
  );
});
