import type { RedirectRule } from '@eventalp/plugin-site/domain';

/** A row of the back office's redirect table (`GET /api/redirects/getall/front`). */
export type RedirectRow = RedirectRule;

export interface RedirectMatch {
  location: string;
  status: 301 | 302;
}

/** `/a/b/` and `/a/b` are the same page; `/` stays `/`. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Puts the request's query on a target that has none of its own (before its #fragment). */
function withQuery(target: string, search: string): string {
  if (!search || target.includes('?')) return target;
  const hash = target.indexOf('#');
  return hash === -1
    ? `${target}${search}`
    : `${target.slice(0, hash)}${search}${target.slice(hash)}`;
}

/** Redirect rows by the key a request is looked up with; the first row of a key wins. */
export interface RedirectIndex {
  /** Rows whose `from` has a query: by lower-cased path without trailing slash plus the query. */
  byPathAndQuery: ReadonlyMap<string, RedirectRow>;
  /** The other rows: by lower-cased path without trailing slash. */
  byPath: ReadonlyMap<string, RedirectRow>;
}

/** Indexes the table once per fetch, so a request costs two map lookups, not a scan. */
export function indexRedirects(rows: readonly RedirectRow[]): RedirectIndex {
  const byPathAndQuery = new Map<string, RedirectRow>();
  const byPath = new Map<string, RedirectRow>();
  for (const row of rows) {
    const from = row.from.trim();
    const queryAt = from.indexOf('?');
    const [map, key] =
      queryAt === -1
        ? [byPath, withoutTrailingSlash(from).toLowerCase()]
        : [
            byPathAndQuery,
            `${withoutTrailingSlash(from.slice(0, queryAt)).toLowerCase()}${from.slice(queryAt)}`,
          ];
    if (!map.has(key)) map.set(key, row);
  }
  return { byPathAndQuery, byPath };
}

export const NO_REDIRECTS: RedirectIndex = indexRedirects([]);

/**
 * The redirect for a request, or null. A row whose `from` has a query matches path and query
 * exactly (and wins over one of the path alone); otherwise the path matches (case and a trailing
 * slash ignored) and the request's query travels to the target. Status 302 stays temporary;
 * every other status answers 301.
 */
export function findRedirect(
  index: RedirectIndex,
  pathname: string,
  search: string,
): RedirectMatch | null {
  const path = withoutTrailingSlash(pathname).toLowerCase();
  const exact = search ? index.byPathAndQuery.get(`${path}${search}`) : undefined;
  if (exact) return { location: exact.to, status: exact.status === 302 ? 302 : 301 };
  const row = index.byPath.get(path);
  if (!row) return null;
  return { location: withQuery(row.to, search), status: row.status === 302 ? 302 : 301 };
}
