import { createAuthStore } from '../auth/createAuthStore';
import { createPlatformEventBus, type PlatformEventBus } from '../bus/platformEvents';
import { createFavouritesStore } from '../favourites/createFavouritesStore';
import type { PlatformClient } from '../http/createPlatformClient';
import type { Platform } from './Platform';
import type { Visit } from './Visit';

/** Where a platform object lives: the browser, or one server render. */
export interface PlatformEnvironment {
  /** The API client, given the page's event bus (the browser's announces 429 answers on it). */
  http(bus: PlatformEventBus): PlatformClient;
  /** Where favourites are kept: localStorage in the browser, nothing on the server. */
  storage: Storage | null;
  /** The browser window, whose `storage` events bring favourites changed in other tabs. */
  window?: Pick<Window, 'addEventListener'>;
}

/** The one platform object of a page view (shell server, remote server render, browser). */
export function createPlatform(visit: Visit, environment: PlatformEnvironment): Platform {
  const bus = createPlatformEventBus();
  return {
    http: environment.http(bus),
    auth: createAuthStore(visit.session.user),
    bus,
    locale: visit.locale,
    countryCategory: visit.countryCategory,
    brand: visit.brand,
    crawler: visit.crawler,
    mapboxAccessToken: visit.mapboxAccessToken,
    favourites: createFavouritesStore({
      storage: environment.storage,
      bus,
      window: environment.window,
    }),
  };
}
