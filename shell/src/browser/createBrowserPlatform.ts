import {
  createAuthStore,
  createFavouritesStore,
  createPlatformClient,
  createPlatformEventBus,
  csrfTokenFromMeta,
  type Platform,
} from '@eventalp/shell-kit';
import type { PageConfig } from '../PageConfig';

/** localStorage, or null where the browser forbids it (privacy modes): favourites then stay empty. */
function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The one platform object of this page, handed to the header and every micro-frontend. */
export function createBrowserPlatform(config: PageConfig): Platform {
  const bus = createPlatformEventBus();
  return {
    http: createPlatformClient({ baseUrl: '/api', csrfToken: csrfTokenFromMeta, bus }),
    auth: createAuthStore(config.session.user),
    bus,
    locale: config.locale,
    countryCategory: config.countryCategory,
    brand: config.brand,
    crawler: config.crawler,
    mapboxAccessToken: config.mapboxAccessToken,
    favourites: createFavouritesStore({ storage: browserStorage(), bus, window }),
  };
}
