import { useSyncExternalStore } from 'react';
import { usePlatform } from '../platform/PlatformContext';
import { NO_FAVOURITES, type Favourites } from './favouritesList';

/**
 * The saved favourites; re-renders on every change, in any micro-frontend or tab. The server and
 * hydration see none (localStorage is the browser's), the stored ones follow right after.
 */
export function useFavourites(): Favourites {
  const { favourites } = usePlatform();
  return useSyncExternalStore(favourites.subscribe, favourites.getSnapshot, () => NO_FAVOURITES);
}
