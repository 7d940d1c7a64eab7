import type { CountryCategory, InitialPageState, Locale, Session } from '@eventalp/shell-kit';
import type { AppName } from './routing/microFrontends';

/**
 * What the shell server injects into every page as `window.__EVENTALP__`: the runtime config
 * (remote origins, so a redeployed remote needs no shell rebuild) and the initial state.
 */
export interface PageConfig {
  /** Origin of each micro-frontend's own static server, e.g. http://localhost:3001. */
  remotes: Record<AppName, string>;
  session: Session;
  locale: Locale;
  countryCategory: CountryCategory;
  /** Product slug of location URLs; the route table is built from it. */
  brand: string;
  /** The server treated this request as a crawler's: the page must hydrate the same way. */
  crawler: boolean;
  mapboxAccessToken: string | null;
  /** Server-rendered data of the active micro-frontend, used to hydrate it. */
  initialState: InitialPageState | null;
}

export const PAGE_CONFIG_GLOBAL = '__EVENTALP__';
export const HEADER_ROOT_ID = 'ea-header';
export const FOOTER_ROOT_ID = 'ea-footer';
export const MAIN_ID = 'ea-main';

/** The container a micro-frontend renders into. */
export function containerIdOf(app: AppName): string {
  return `ea-app-${app}`;
}
