import { MICRO_FRONTENDS, type AppName } from '../routing/microFrontends';
import { DEFAULT_BRAND } from '../routing/routes';

export interface ShellServerConfig {
  port: number;
  /** Platform API origin (without /api). */
  apiUrl: string;
  /** Origin of each micro-frontend, as the browser and this server reach it. */
  remotes: Record<AppName, string>;
  /** Longest a remote may take to render a page on the server before the browser renders it. */
  ssrTimeoutMs: number;
  /** How often a remote's server build is checked for a redeploy (ETag of its remoteEntry.js). */
  remoteCheckIntervalMs: number;
  /** The shell's browser build (webpack output). */
  publicDir: string;
  /** Product slug of location URLs (`/site/_{brand}/...`), from BRAND. */
  brand: string;
  /** MAPBOX_ACCESS_TOKEN: maps use Mapbox with it, self-hosted MapLibre without. */
  mapboxAccessToken: string | null;
  /**
   * APP_SECRET, the API's: the shell signs CSRF tokens of anonymous visitors with it instead of
   * asking the API. Required in production; without it (development) every page asks the API.
   */
  appSecret: string | null;
  /** Cookies marked Secure (NODE_ENV=production, served over HTTPS). */
  secureCookies: boolean;
  /** PAGE_CACHE_TTL_MS: how long a public page rendered for anonymous visitors is reused; 0 disables. */
  pageCacheTtlMs: number;
  /**
   * PAGE_CACHE_STALE_IF_ERROR_MS: how long past its TTL a cached page still stands in when it
   * cannot be rendered (API or remote down or slow); 0 serves the error page at once.
   */
  pageCacheStaleIfErrorMs: number;
  /** PAGE_CACHE_MAX_ENTRIES: most pages kept at once (least recently used go first). */
  pageCacheMaxEntries: number;
  /**
   * SHELL_WORKERS: server processes sharing the port (node:cluster), e.g. one per core; each has
   * its own page cache and render limits. 1 (default): this process serves alone.
   */
  workers: number;
  /** RENDER_CONCURRENCY: page renders (cache misses, signed-in visitors) running at once. */
  renderConcurrency: number;
  /** RENDER_QUEUE: renders waiting for a slot; beyond that a page answers 503 with Retry-After. */
  renderQueue: number;
  /**
   * TRUST_PROXY: the shell runs behind a load balancer or TLS terminator, whose last
   * X-Forwarded-For entry is the visitor and whose X-Forwarded-Proto is the scheme. Off: the
   * socket's peer is the visitor and forwarded headers from outside are ignored.
   */
  trustProxy: boolean;
}

function brandFrom(env: NodeJS.ProcessEnv): string {
  const brand = env.BRAND || DEFAULT_BRAND;
  // It becomes part of URL paths and route patterns.
  if (!/^[a-z0-9]+$/.test(brand))
    throw new Error(`BRAND must be lower-case letters and digits, got "${brand}"`);
  return brand;
}

function urlFrom(env: NodeJS.ProcessEnv, name: string, fallback: string): string {
  const value = env[name] ?? fallback;
  try {
    return new URL(value).origin;
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`);
  }
}

function numberFrom(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} must be a number`);
  return value;
}

function flagFrom(env: NodeJS.ProcessEnv, name: string): boolean {
  const value = (env[name] ?? '').toLowerCase();
  if (['', 'false', '0', 'no'].includes(value)) return false;
  if (['true', '1', 'yes'].includes(value)) return true;
  throw new Error(`${name} must be true or false, got "${env[name]}"`);
}

function appSecretFrom(env: NodeJS.ProcessEnv): string | null {
  const secret = env.APP_SECRET || null;
  if (secret && secret.length < 32) throw new Error('APP_SECRET must be at least 32 characters');
  if (!secret && env.NODE_ENV === 'production')
    throw new Error(
      'APP_SECRET is required in production: the shell signs CSRF tokens with the same secret as the platform API',
    );
  return secret;
}

/** Reads and validates the shell server's configuration once, at start-up. */
export function readShellConfig(env: NodeJS.ProcessEnv, publicDir: string): ShellServerConfig {
  const remotes = Object.fromEntries(
    MICRO_FRONTENDS.map((mf) => [
      mf.app,
      urlFrom(env, mf.urlEnv, `http://localhost:${mf.defaultPort}`),
    ]),
  ) as Record<AppName, string>;
  return {
    port: numberFrom(env, 'PORT', 3000),
    apiUrl: urlFrom(env, 'API_URL', 'http://127.0.0.1:3100'),
    remotes,
    ssrTimeoutMs: numberFrom(env, 'SSR_TIMEOUT_MS', 1500),
    remoteCheckIntervalMs: numberFrom(env, 'REMOTE_CHECK_INTERVAL_MS', 5000),
    publicDir,
    brand: brandFrom(env),
    mapboxAccessToken: env.MAPBOX_ACCESS_TOKEN || null,
    appSecret: appSecretFrom(env),
    secureCookies: env.NODE_ENV === 'production',
    pageCacheTtlMs: numberFrom(env, 'PAGE_CACHE_TTL_MS', 30_000),
    pageCacheStaleIfErrorMs: numberFrom(env, 'PAGE_CACHE_STALE_IF_ERROR_MS', 3_600_000),
    pageCacheMaxEntries: Math.max(1, numberFrom(env, 'PAGE_CACHE_MAX_ENTRIES', 500)),
    workers: Math.max(1, Math.floor(numberFrom(env, 'SHELL_WORKERS', 1))),
    renderConcurrency: Math.max(1, Math.floor(numberFrom(env, 'RENDER_CONCURRENCY', 8))),
    renderQueue: Math.floor(numberFrom(env, 'RENDER_QUEUE', 100)),
    trustProxy: flagFrom(env, 'TRUST_PROXY'),
  };
}
