import type { CountryCategory } from '@eventalp/platform-sdk/domain';
import type { Session } from '../auth/User';
import type { Locale } from '../i18n/locales';

/**
 * One visit as every part of a page view sees it: who is there and how the site answers them.
 * The shell server decides it per request; the page config carries it to the browser, the server
 * render to the remotes, and the platform object to every component.
 */
export interface Visit {
  /** The CSRF token and who is signed in, when the page was made. */
  session: Session;
  locale: Locale;
  /** The site's country category (1 CH, 2 DE, 3 AT), from the domain. */
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
}
