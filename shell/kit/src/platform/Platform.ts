import type { AuthStore } from '../auth/createAuthStore';
import type { PlatformEventBus } from '../bus/platformEvents';
import type { FavouritesStore } from '../favourites/createFavouritesStore';
import type { PlatformClient } from '../http/createPlatformClient';
import type { Visit } from './Visit';

/**
 * Everything the shell hands to a micro-frontend: the visit (without its session, which the auth
 * store keeps current), the API client, auth state, event bus and favourites.
 */
export interface Platform extends Omit<Visit, 'session'> {
  http: PlatformClient;
  auth: AuthStore;
  bus: PlatformEventBus;
  favourites: FavouritesStore;
}
