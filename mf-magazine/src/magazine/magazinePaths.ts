export const MAGAZINE_PATH = '/site/_redaktionell/52/eventmagazin.html';

/** Magazine list page `page` (the first without a number), with `?suche_tag1=` for a tag. */
export function magazineListHref(page: number, tag?: string | null): string {
  const base = page > 1 ? `${MAGAZINE_PATH}/${page}` : MAGAZINE_PATH;
  return tag ? `${base}?suche_tag1=${encodeURIComponent(tag)}` : base;
}
