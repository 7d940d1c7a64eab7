import type { Platform } from '../platform/Platform';

/** Data a page was rendered with on the server, handed to the browser for hydration. */
export interface InitialPageState {
  path: string;
  pageId: string;
  data: unknown;
}

/** Custom props the shell passes to every micro-frontend (besides single-spa's own). */
export interface MicroFrontendProps {
  platform: Platform;
  /** The path the micro-frontend renders (may differ from the URL, e.g. home under /public_login). */
  path: string;
  /** The query string with its '?', or '' (e.g. `?page=2` of a grid). */
  search: string;
  initialState: InitialPageState | null;
  /** The container the shell prepared; single-spa-react renders into it. */
  domElement?: HTMLElement;
}
