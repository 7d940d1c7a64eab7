import type { User } from '../auth/User';
import type { Favourites } from '../favourites/favouritesList';
import { createEventBus, type EventBus } from './createEventBus';

/**
 * Every event micro-frontends and the shell exchange. This map is the contract: besides URLs and
 * the platform API it is the only way micro-frontends talk to each other.
 */
export interface PlatformEvents extends Record<string, unknown> {
  /** Someone needs a signed-in user; the shell opens the auth modal. */
  'auth:login-requested': { redirect?: string };
  /** The shell signed the user in or out. */
  'auth:changed': { user: User | null };
  /** The API answered 429; the shell shows the rate-limit dialog. */
  'http:rate-limited': { retryAfter?: number };
  /** The saved favourites changed (here or in another tab). */
  'favourites:changed': { favourites: Favourites };
  /** An entry was bookmarked; the shell shows '{title} wurde deiner Merkliste hinzugefügt.'. */
  'favourites:added': { title: string };
}

export type PlatformEventBus = EventBus<PlatformEvents>;

export function createPlatformEventBus(): PlatformEventBus {
  return createEventBus<PlatformEvents>();
}
