/** The micro-frontends the shell composes. */
export type AppName = 'marketplace' | 'magazine' | 'award' | 'user-area' | 'backoffice';

export interface MicroFrontendEntry {
  app: AppName;
  /** Federation container name of the remote. */
  container: string;
  /** Environment variable with the remote's origin; default http://localhost:<defaultPort>. */
  urlEnv: string;
  defaultPort: number;
  /** Public pages are rendered on the server (SEO); user area and back office only in the browser. */
  serverRendered: boolean;
}

export const MICRO_FRONTENDS: readonly MicroFrontendEntry[] = [
  {
    app: 'marketplace',
    container: 'mf_marketplace',
    urlEnv: 'MF_MARKETPLACE_URL',
    defaultPort: 3001,
    serverRendered: true,
  },
  {
    app: 'magazine',
    container: 'mf_magazine',
    urlEnv: 'MF_MAGAZINE_URL',
    defaultPort: 3002,
    serverRendered: true,
  },
  {
    app: 'award',
    container: 'mf_award',
    urlEnv: 'MF_AWARD_URL',
    defaultPort: 3003,
    serverRendered: true,
  },
  {
    app: 'user-area',
    container: 'mf_user_area',
    urlEnv: 'MF_USER_AREA_URL',
    defaultPort: 3004,
    serverRendered: false,
  },
  {
    app: 'backoffice',
    container: 'mf_backoffice',
    urlEnv: 'MF_BACKOFFICE_URL',
    defaultPort: 3005,
    serverRendered: false,
  },
];

export function microFrontendOf(app: AppName): MicroFrontendEntry {
  const entry = MICRO_FRONTENDS.find((candidate) => candidate.app === app);
  if (!entry) throw new Error(`Unknown micro-frontend ${app}`);
  return entry;
}
