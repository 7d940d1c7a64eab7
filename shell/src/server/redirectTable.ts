import { SITE_PATHS, type RedirectRule } from '@eventalp/plugin-site/domain';
import type Koa from 'koa';
import {
  findRedirect,
  indexRedirects,
  NO_REDIRECTS,
  type RedirectIndex,
} from '../routing/findRedirect';

export interface RedirectTableOptions {
  /** Platform API origin (without /api). */
  apiUrl: string;
  /** How long a fetched table is used before it is fetched again. */
  ttlMs: number;
  /** Longest wait for the API; a page is never held up longer by its redirects. */
  timeoutMs: number;
  now?: () => number;
}

/** After a failed fetch the last table (or none) is used this long before the next attempt. */
const RETRY_AFTER_FAILURE_MS = 5000;

/**
 * The back office's redirect table (`GET /api/redirects/getall/front`), cached in the shell
 * process. Concurrent requests share one fetch; a failure is logged and the last good table
 * stays in use, so the API being down never breaks pages.
 */
export class RedirectTable {
  private index: RedirectIndex = NO_REDIRECTS;
  private freshUntil = 0;
  private pending: Promise<RedirectIndex> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: RedirectTableOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The current rows (indexed), fetched when the cached ones are older than the TTL. */
  async current(): Promise<RedirectIndex> {
    if (this.now() < this.freshUntil) return this.index;
    this.pending ??= this.fetchRows().finally(() => (this.pending = null));
    return this.pending;
  }

  private async fetchRows(): Promise<RedirectIndex> {
    try {
      const response = await fetch(`${this.options.apiUrl}/api${SITE_PATHS.redirects}`, {
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      this.index = indexRedirects((await response.json()) as RedirectRule[]);
      this.freshUntil = this.now() + this.options.ttlMs;
    } catch (error) {
      console.warn(`Redirects could not be loaded: ${String(error)}`);
      this.freshUntil = this.now() + RETRY_AFTER_FAILURE_MS;
    }
    return this.index;
  }
}

/** Answers page requests that have a row in the redirect table with its 301 or 302. */
export function redirects(table: RedirectTable): Koa.Middleware {
  return async function applyRedirects(ctx, next) {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const match = findRedirect(await table.current(), ctx.path, ctx.search);
    if (!match) return next();
    ctx.status = match.status;
    ctx.redirect(match.location);
  };
}
