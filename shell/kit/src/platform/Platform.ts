import type { AuthStore } from '../auth/createAuthStore';
import type { PlatformEventBus } from '../bus/platformEvents';
import type { FavouritesStore } from '../favourites/createFavouritesStore';
import type { CountryCategory } from '@eventalp/platform-sdk/domain';
import type { PlatformClient } from '../http/createPlatformClient';
import type { Locale } from '../i18n/locales';

/** Everything the shell hands to a micro-frontend: API client, auth state, event bus, locale. */
export interface Platform {
  http: PlatformClient;
  auth: AuthStore;
  bus: PlatformEventBus;
  locale: Locale;
  countryCategory: CountryCategory;
  /** The product slug of location URLs (`/site/_{brand}/...`), `eventalp` unless configured. */
  brand: string;
  /**
   * The request came from a search-engine crawler (decided by the shell server from the user
   * agent): images are then plain `<img src srcset>`, without lazy loading or placeholders.
   */
  crawler: boolean;
  /** Set only when the site is configured for Mapbox; maps use self-hosted MapLibre otherwise. */
  mapboxAccessToken: string | null;
  favourites: FavouritesStore;
}
