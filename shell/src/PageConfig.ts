import type { InitialPageState, Visit } from '@eventalp/shell-kit';
import type { AppName } from './routing/microFrontends';

/**
 * What the shell server puts into every page as JSON (`<script type="application/json"
 * id="ea-page-config">`): the runtime config (remote origins, so a redeployed remote needs no
 * shell rebuild) and the initial state. JSON rather than a script assigning a global: the
 * browser only parses it, where a script of the same size (100 KB on a result page) is
 * compiled and run.
 */
export interface PageConfig extends Visit {
  /** Origin of each micro-frontend's own static server, e.g. http://localhost:3001. */
  remotes: Record<AppName, string>;
  /** Server-rendered data of the active micro-frontend, used to hydrate it. */
  initialState: InitialPageState | null;
}

export const PAGE_CONFIG_ID = 'ea-page-config';
export const HEADER_ROOT_ID = 'ea-header';
export const FOOTER_ROOT_ID = 'ea-footer';

/**
 * `useId` prefixes of the shell's hydrated roots (server render and hydration alike): every React
 * root counts ids from the same start, so without them the header's ids would collide with the
 * ids of the page's micro-frontend (an `aria-labelledby` then names the wrong element).
 */
export const SHELL_ID_PREFIX = { header: 'ea-h-', footer: 'ea-f-' } as const;
export const MAIN_ID = 'ea-main';

/** The container a micro-frontend renders into. */
export function containerIdOf(app: AppName): string {
  return `ea-app-${app}`;
}
