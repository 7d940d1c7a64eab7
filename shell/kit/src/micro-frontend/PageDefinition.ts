import type { ComponentType } from 'react';
import type { IntlShape } from 'react-intl';
import type { User } from '../auth/User';
import type { PlatformClient } from '../http/createPlatformClient';
import type { Platform } from '../platform/Platform';
import type { Visit } from '../platform/Visit';

/** What a server-rendered page puts into `<head>`. */
export interface PageHead {
  title: string;
  description?: string;
  /** Open Graph type, 'website' when absent. */
  ogType?: string;
  /** e.g. 'noindex,nofollow'. */
  robots?: string;
  /** Path of the canonical URL when it is not the requested one; the shell adds the origin. */
  canonicalPath?: string;
  /** Absolute URL of the Open Graph image. */
  image?: string;
  /**
   * Other forms of the page (`<link rel="alternate">`): the magazine's Atom feed (`type`,
   * `title`), the page in another language (`hreflang`, an absolute `href`).
   */
  alternates?: readonly { href: string; type?: string; title?: string; hreflang?: string }[];
  /** schema.org objects, each written as `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /**
   * HTTP status of a page that still renders, when it is not 200: 410 for content that is gone
   * for good (an expired job) but whose page tells the visitor where to go instead.
   */
  status?: 410;
  /**
   * The page's URL holds a secret (a venue's confirmation link): it is never indexed and never
   * kept in the shell's page cache, so each visit sees the current state.
   */
  private?: boolean;
}

/** What `head` may need besides the data: where the site is served from. */
export interface PageHeadContext {
  params: PageParams;
  /** e.g. https://www.eventalp.ch, for absolute URLs in Open Graph and JSON-LD. */
  origin: string;
}

export type PageParams = Record<string, string>;

/** The query string of the request, e.g. `{ page: '2' }` (first value of each name). */
export type PageQuery = Record<string, string>;

/** What a page's `load` gets: the API client, the route and the parts of the visit pages read. */
export interface PageLoadContext extends Pick<Visit, 'locale' | 'countryCategory' | 'brand'> {
  http: PlatformClient;
  params: PageParams;
  query: PageQuery;
  user: User | null;
}

/** The load context of a page on this platform (the same on the server and in the browser). */
export function pageLoadContext(
  platform: Platform,
  params: PageParams,
  query: PageQuery,
): PageLoadContext {
  return {
    http: platform.http,
    params,
    query,
    user: platform.auth.getUser(),
    locale: platform.locale,
    countryCategory: platform.countryCategory,
    brand: platform.brand,
  };
}

/** One page of a micro-frontend: where it lives, the data it needs, its head and its view. */
export interface PageDefinition<Data> {
  id: string;
  /** Matched against the path; named groups become params. */
  path: RegExp;
  /** Throws from `redirectPage()` / `pageNotFound()` end the page with that status instead. */
  load(context: PageLoadContext): Promise<Data>;
  head(data: Data, intl: IntlShape, context: PageHeadContext): PageHead;
  Component: ComponentType<{ data: Data; params: PageParams }>;
  /**
   * The query parameters the page reads (its `load` sees only these). Any other (`utm_*`,
   * `fbclid`, unknown names) does not change the page: it never reaches `load`, and the shell
   * leaves it out of its page cache key. None when absent.
   */
  query?: readonly string[];
}

/** A page whose data type has been checked by `definePage`; lists of pages hold these. */
export type AnyPage = PageDefinition<never> & { load(context: PageLoadContext): Promise<unknown> };

/** Checks a page against its own data type, then lets it join a list of pages. */
export function definePage<Data>(page: PageDefinition<Data>): AnyPage {
  return page as unknown as AnyPage;
}

/** The first page whose path pattern matches, with its params. */
export function findPage(
  pages: readonly AnyPage[],
  path: string,
): { page: AnyPage; params: PageParams } | null {
  for (const page of pages) {
    const match = page.path.exec(path);
    if (match) return { page, params: { ...match.groups } };
  }
  return null;
}

/**
 * The part of a query string (`?…` or '') that the page reads, in its order: `?page=2` of
 * `?utm_source=x&page=2`. What a page renders depends on its path and this, nothing else.
 */
export function pageSearchOf(page: Pick<AnyPage, 'query'>, search: string): string {
  const names = page.query ?? [];
  if (names.length === 0 || search === '' || search === '?') return '';
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(search))
    if (names.includes(name)) kept.append(name, value);
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/** `pageSearchOf` for the page at `path` ('' when no page of the list matches). */
export function pageSearchAt(pages: readonly AnyPage[], path: string, search: string): string {
  const found = findPage(pages, path);
  return found ? pageSearchOf(found.page, search) : '';
}

/** `?page=2&x=1` → `{ page: '2', x: '1' }`; the first value of a repeated name wins. */
export function queryOf(search: string): PageQuery {
  const query: PageQuery = {};
  for (const [name, value] of new URLSearchParams(search))
    if (!(name in query)) query[name] = value;
  return query;
}
