import type { User } from '../auth/User';
import type { Favourites } from '../favourites/favouritesList';
import { createEventBus, type EventBus } from './createEventBus';

/**
 * Every event micro-frontends and the shell exchange. This map is the contract: besides URLs and
 * the platform API it is the only way micro-frontends talk to each other.
 */
/** What the shell header needs to know about the search page (spec section 2, header toggle). */
export interface SearchUiState {
  /** The filter panel is shown (the sticky one on desktop, the filter dialog on phones). */
  filterVisible: boolean;
  /** The visitor scrolled past the search's head: the filter follows the page (sticky variant). */
  stickyFilter: boolean;
  mapOpen: boolean;
}

/** One page view, for whatever analytics a site registers on the bus (none by default). */
export interface PageViewEvent {
  /** Path and query, e.g. `/locations?page=2`. */
  url: string;
  /** The document title when the view was counted. */
  title: string;
  /** The previous page view's URL on this page load, else the document's referrer, else ''. */
  referrer: string;
}

export interface PlatformEvents extends Record<string, unknown> {
  /** Someone needs a signed-in user; the shell opens the auth modal. */
  'auth:login-requested': { redirect?: string };
  /** The shell signed the user in or out. */
  'auth:changed': { user: User | null };
  /** The API answered 429; the shell shows the rate-limit dialog. */
  'http:rate-limited': { retryAfter?: number };
  /** The saved favourites changed (here or in another tab). */
  'favourites:changed': { favourites: Favourites };
  /**
   * An entry was bookmarked; the shell shows '{title} wurde deiner Merkliste hinzugefügt.' and
   * counts the favourite for the entry's owner.
   */
  'favourites:added': { title: string; kind: 'location' | 'provider'; id: number };
  /** The search page's filter and map state; `null` when the search page goes away. */
  'search:ui-changed': { ui: SearchUiState | null };
  /** The header was (re)mounted and asks the search page, if any, for its state. */
  'search:ui-requested': Record<string, never>;
  /** The header's 'Suche anpassen' / 'Filter ausblenden' was pressed. */
  'search:filter-toggle-requested': Record<string, never>;
  /**
   * The shell counted a page view: 1000 ms after each route change (spec section 9), so the
   * page's title is set. Analytics subscribe here (the shell reports detail-page views for the owners' dashboard).
   */
  'analytics:page-view': PageViewEvent;
}

export type PlatformEventBus = EventBus<PlatformEvents>;

export function createPlatformEventBus(): PlatformEventBus {
  return createEventBus<PlatformEvents>();
}
