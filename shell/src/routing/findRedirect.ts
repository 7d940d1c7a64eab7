/** A row of the back office's redirect table (`GET /api/redirects/getall/front`). */
export interface RedirectRow {
  from: string;
  to: string;
  status: number;
}

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

/**
 * The redirect row for a request, or null. A row whose `from` has a query matches path and query
 * exactly; otherwise the path matches (case and a trailing slash ignored) and the request's query
 * travels to the target. Status 302 stays temporary; every other status answers 301.
 */
export function findRedirect(
  rows: readonly RedirectRow[],
  pathname: string,
  search: string,
): RedirectMatch | null {
  const path = withoutTrailingSlash(pathname).toLowerCase();
  const full = `${path}${search}`;
  for (const row of rows) {
    const from = row.from.trim();
    const status = row.status === 302 ? 302 : 301;
    if (from.includes('?')) {
      const [fromPath, fromQuery] = [
        from.slice(0, from.indexOf('?')),
        from.slice(from.indexOf('?')),
      ];
      if (`${withoutTrailingSlash(fromPath).toLowerCase()}${fromQuery}` === full)
        return { location: row.to, status };
    } else if (withoutTrailingSlash(from).toLowerCase() === path) {
      return { location: withQuery(row.to, search), status };
    }
  }
  return null;
}
