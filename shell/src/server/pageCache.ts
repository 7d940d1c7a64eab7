import crypto from 'node:crypto';
import type { CountryCategory, Locale } from '@eventalp/shell-kit';
import { LRUCache } from 'lru-cache';

/**
 * Stands in for the visitor's CSRF token while a page for anonymous visitors is rendered, so the
 * cached HTML holds no visitor's token. Random per process: no content of a page (a venue's
 * description, say) can contain it by accident or on purpose. Only base64url characters and
 * '-', so it reads the same HTML-escaped (meta tag) and JSON-serialized (page config).
 */
export const CSRF_TOKEN_PLACEHOLDER = `ea-csrf-${crypto.randomBytes(18).toString('base64url')}`;

/**
 * Stands in for the response's Content-Security-Policy nonce in every rendered document (cached
 * or not): each response gets a fresh nonce, filled in when it is served. Same alphabet and
 * randomness as the CSRF placeholder.
 */
export const CSP_NONCE_PLACEHOLDER = `ea-nonce-${crypto.randomBytes(18).toString('base64url')}`;

const PLACEHOLDERS = new RegExp(`(${CSRF_TOKEN_PLACEHOLDER}|${CSP_NONCE_PLACEHOLDER})`);

/** A value fills the template verbatim only when escaping could not change it. */
const VERBATIM_TOKEN = /^[A-Za-z0-9_-]*$/;

/** Everything a page for anonymous visitors depends on besides the visitor's CSRF token. */
export interface PageCacheKeyParts {
  /** Protocol and host: canonical URL, og:url and the remote's absolute URLs come from it. */
  origin: string;
  /** Path with query string. */
  url: string;
  locale: Locale;
  countryCategory: CountryCategory;
  crawler: boolean;
}

export function pageCacheKey(parts: PageCacheKeyParts): string {
  return JSON.stringify([
    parts.origin,
    parts.url,
    parts.locale,
    parts.countryCategory,
    parts.crawler,
  ]);
}

/**
 * A rendered document split at its placeholders: text at even indices, the placeholder itself
 * (CSRF token or CSP nonce) at odd ones.
 */
export interface PageTemplate {
  status: number;
  segments: readonly string[];
}

export function pageTemplateOf(status: number, html: string): PageTemplate {
  return { status, segments: html.split(PLACEHOLDERS) };
}

export function canFillVerbatim(csrfToken: string): boolean {
  return VERBATIM_TOKEN.test(csrfToken);
}

/** What one response puts where the placeholders were. */
export interface PageFill {
  csrfToken: string;
  /** The response's CSP nonce (base64url). */
  cspNonce: string;
}

/** The document for one response: the visitor's token and the response's nonce filled in. */
export function fillPageTemplate(template: PageTemplate, fill: PageFill): string {
  if (template.segments.length === 1) return template.segments[0] ?? '';
  if (!canFillVerbatim(fill.csrfToken) || !canFillVerbatim(fill.cspNonce))
    throw new Error('CSRF token or CSP nonce with characters escaping changes');
  return template.segments
    .map((segment, index) => {
      if (index % 2 === 0) return segment;
      return segment === CSRF_TOKEN_PLACEHOLDER ? fill.csrfToken : fill.cspNonce;
    })
    .join('');
}

/**
 * What rendering a path answered: a redirect, or a document with the CSRF token placeholder;
 * only a document marked cacheable (a public page its remote rendered) is kept. `failed`: the
 * page's remote could not render it (an error page, or the browser fallback after a failure or
 * timeout), so a kept copy is better than this.
 */
export type PageOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'document'; template: PageTemplate; cacheable: boolean; failed?: boolean };

const isCacheable = (
  outcome: PageOutcome | null,
): outcome is Extract<PageOutcome, { kind: 'document' }> =>
  outcome?.kind === 'document' && outcome.cacheable;

const isFailure = (outcome: PageOutcome) => outcome.kind === 'document' && outcome.failed === true;

export interface PageCacheOptions {
  ttlMs: number;
  /**
   * How long after its TTL a page is still kept to stand in when its re-render fails
   * (stale-if-error); 0 keeps nothing past the TTL.
   */
  staleIfErrorMs?: number;
  maxEntries: number;
  /** Upper bound of all cached documents together, in characters. */
  maxChars: number;
  /** Clock, for tests. */
  now?: () => number;
}

interface CachedPage {
  template: PageTemplate;
  storedAt: number;
}

export interface PageCacheAnswer {
  outcome: PageOutcome;
  /** This caller rendered nothing. */
  hit: boolean;
  /** The answer is a copy past its TTL, served because the page could not be rendered now. */
  stale?: true;
}

/**
 * Short-lived LRU of pages rendered for anonymous visitors, as templates without the visitor's
 * CSRF token. Concurrent misses for one key share a single render, so a page that expires under
 * load is rendered once, not once per waiting visitor. An expired page is kept for
 * `staleIfErrorMs` more: when its re-render fails (the API or the remote is down or slow) the
 * last good copy is served instead of the error page.
 */
export class PageCache {
  private readonly entries: LRUCache<string, CachedPage>;
  private readonly rendering = new Map<string, Promise<PageOutcome>>();
  private readonly ttlMs: number;
  private readonly now: () => number;

  constructor(options: PageCacheOptions) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.entries = new LRUCache<string, CachedPage>({
      max: options.maxEntries,
      ttl: options.ttlMs + (options.staleIfErrorMs ?? 0),
      maxSize: options.maxChars,
      sizeCalculation: ({ template }) =>
        Math.max(
          1,
          template.segments.reduce((sum, segment) => sum + segment.length, 0),
        ),
      // A test's clock must be read on every lookup, not once per millisecond of real time.
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    });
  }

  /**
   * The cached page for the key, or what `render` answers (shared with concurrent callers of the
   * same key when cacheable, and then kept); the expired copy when the render fails.
   */
  async get(key: string, render: () => Promise<PageOutcome>): Promise<PageCacheAnswer> {
    const kept = this.entries.get(key);
    if (kept && this.now() - kept.storedAt < this.ttlMs)
      return { outcome: documentOf(kept.template), hit: true };
    let answer: PageCacheAnswer;
    try {
      answer = await this.render(key, render, kept !== undefined);
    } catch (error) {
      if (kept) return { outcome: documentOf(kept.template), hit: true, stale: true };
      throw error;
    }
    if (kept && isFailure(answer.outcome))
      return { outcome: documentOf(kept.template), hit: true, stale: true };
    return answer;
  }

  private async render(
    key: string,
    render: () => Promise<PageOutcome>,
    staleKept: boolean,
  ): Promise<PageCacheAnswer> {
    const pending = this.rendering.get(key);
    if (pending) {
      const shared = await pending.catch(() => null);
      if (isCacheable(shared)) return { outcome: shared, hit: true };
      // The page cannot be rendered now: the kept copy answers, without another attempt.
      if (staleKept && (shared === null || isFailure(shared))) throw new Error('render failed');
      // A render that failed or is not for everyone (a redirect, a fallback) is not shared.
      const outcome = await render();
      this.keep(key, outcome);
      return { outcome, hit: false };
    }
    const own = render();
    this.rendering.set(key, own);
    try {
      const outcome = await own;
      this.keep(key, outcome);
      return { outcome, hit: false };
    } finally {
      this.rendering.delete(key);
    }
  }

  private keep(key: string, outcome: PageOutcome): void {
    if (isCacheable(outcome))
      this.entries.set(key, { template: outcome.template, storedAt: this.now() });
  }

  get size(): number {
    return this.entries.size;
  }
}

const documentOf = (template: PageTemplate): PageOutcome => ({
  kind: 'document',
  template,
  cacheable: true,
});
