/** Path of the magazine list (first page without a number), optionally filtered by a tag slug. */
export const MAGAZINE_LIST_PATH = '/site/_redaktionell/52/eventmagazin.html';

/** Magazine list page `page` (1-based), with `?suche_tag1=` when a tag filters it. */
export function magazineListPath(page = 1, tag?: string | null): string {
  const base = page > 1 ? `${MAGAZINE_LIST_PATH}/${page}` : MAGAZINE_LIST_PATH;
  return tag ? `${base}?suche_tag1=${encodeURIComponent(tag)}` : base;
}

/**
 * Path of an article (route magazin.detail): `/site/_redaktionell/52/eventmagazin/{id}/{slug}`,
 * the legacy slug when there is no slug, and only the id when there is neither.
 */
export function articlePath(article: {
  id: number;
  slug?: string | null;
  legacy_slug?: string | null;
}): string {
  const tail = article.slug || article.legacy_slug;
  return `/site/_redaktionell/52/eventmagazin/${article.id}${tail ? `/${tail}` : ''}`;
}

/** Number of pages for `total` items, at least 1 so an empty list still has its first page. */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
