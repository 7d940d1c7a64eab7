import type { PlatformEventBus } from '../bus/platformEvents';
import {
  FAVOURITES_STORAGE_KEY,
  NO_FAVOURITES,
  favouriteKindOf,
  parseFavourites,
  toggleFavourite,
  withoutFavourites,
  type BookmarkableItem,
  type Favourites,
} from './favouritesList';

/** The page's favourites, shared by the shell and every micro-frontend through the platform. */
export interface FavouritesStore {
  getSnapshot(): Favourites;
  subscribe(listener: () => void): () => void;
  /** Adds or removes the item; adding announces `favourites:added` (the shell shows the notice). */
  toggle(item: BookmarkableItem): void;
  /** Forgets ids that no longer resolve to a public entry. */
  remove(gone: Favourites): void;
}

interface FavouritesStoreOptions {
  /** null on the server: nothing is stored there, every visitor starts without favourites. */
  storage: Storage | null;
  bus: PlatformEventBus;
  /** Other tabs change localStorage too; their `storage` events are listened to here. */
  window?: Pick<Window, 'addEventListener'>;
}

/** Favourites in localStorage (spec sections 3, 4 and 8): saved on every change. */
export function createFavouritesStore(options: FavouritesStoreOptions): FavouritesStore {
  const { storage, bus } = options;
  const listeners = new Set<() => void>();

  function read(): Favourites {
    if (!storage) return NO_FAVOURITES;
    const { favourites, corrupt } = parseFavourites(storage.getItem(FAVOURITES_STORAGE_KEY));
    if (corrupt) {
      console.error('Corrupt favourites in localStorage were removed');
      storage.removeItem(FAVOURITES_STORAGE_KEY);
    }
    return favourites;
  }

  let current = read();

  function publish(next: Favourites, save: boolean) {
    current = next;
    if (save) storage?.setItem(FAVOURITES_STORAGE_KEY, JSON.stringify(next));
    listeners.forEach((listener) => listener());
    bus.emit('favourites:changed', { favourites: next });
  }

  options.window?.addEventListener('storage', (event) => {
    if (event.key === FAVOURITES_STORAGE_KEY || event.key === null) publish(read(), false);
  });

  return {
    getSnapshot: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    toggle(item) {
      if (!storage) return;
      const { favourites, added } = toggleFavourite(current, favouriteKindOf(item), item.id);
      publish(favourites, true);
      if (added)
        bus.emit('favourites:added', {
          title: item.short_name || item.name,
          kind: item.entity_type === 'location' ? 'location' : 'provider',
          id: item.id,
        });
    },
    remove(gone) {
      const next = withoutFavourites(current, gone);
      if (
        next.locations.length !== current.locations.length ||
        next.providers.length !== current.providers.length
      )
        publish(next, true);
    },
  };
}
