import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { PlatformEventBus } from '../bus/platformEvents';
import type { Locale } from '../i18n/locales';
import { HttpError, RateLimitError, ValidationError, type ApiErrorBody } from './errors';

/**
 * The one HTTP client micro-frontends use to talk to the platform API; the plugins' typed clients
 * (`catalogClient(http)`, ...) take it as their transport.
 */
export interface PlatformClient extends ApiTransport {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export interface PlatformClientOptions {
  /** '/api' in the browser; `${API_URL}/api` on the server. */
  baseUrl: string;
  /** Read at call time so a token refreshed in the page is picked up. */
  csrfToken: () => string | null;
  /** Server side only: the visitor's Cookie header, forwarded as is. */
  cookie?: string;
  /**
   * The visit's locale, sent as `Accept-Language` (the browser's own preference is not the
   * visitor's choice): answers with names in several languages (taxonomies) answer in it.
   */
  locale?: Locale;
  /** Told about 429 answers so the shell can show the rate-limit dialog. */
  bus?: PlatformEventBus;
  fetchImpl?: typeof fetch;
}

/** Reads the CSRF token the shell server put into `<meta name="csrf-token">`. */
export function csrfTokenFromMeta(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector('meta[name="csrf-token"]')?.getAttribute('content') ?? null;
}

export function createPlatformClient(options: PlatformClientOptions): PlatformClient {
  const fetchImpl = options.fetchImpl ?? ((input, init) => fetch(input, init));

  async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const url = `${options.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (options.cookie) headers.Cookie = options.cookie;
    if (options.locale) headers['Accept-Language'] = options.locale;
    if (method !== 'GET') {
      const token = options.csrfToken();
      if (token) headers['X-CSRF-Token'] = token;
    }
    const response = await fetchImpl(url, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (response.status === 204) return undefined as T;
    const payload: unknown = await response.json().catch(() => ({}));
    if (response.ok) return payload as T;

    const errorBody = (payload ?? {}) as ApiErrorBody;
    if (response.status === 422) throw new ValidationError(errorBody, url);
    if (response.status === 429) {
      const error = new RateLimitError(errorBody, url);
      options.bus?.emit('http:rate-limited', { retryAfter: error.retryAfter });
      throw error;
    }
    throw new HttpError(response.status, errorBody, url);
  }

  return {
    get: (path) => request('GET', path),
    post: (path, body) => request('POST', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    delete: (path) => request('DELETE', path),
  };
}
