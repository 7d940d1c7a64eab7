import type { PlatformClient } from '@eventalp/shell-kit';

/** A magazine tag; its slug filters the magazine list (query `suche_tag1`). */
export interface MagazineTag {
  id: number;
  name: string;
  slug: string;
}

export const MAGAZINE_PATH = '/site/_redaktionell/52/eventmagazin.html';

/** The link that lists the articles of one tag. */
export function tagFilterHref(tag: MagazineTag): string {
  return `${MAGAZINE_PATH}?suche_tag1=${encodeURIComponent(tag.slug)}`;
}

export async function loadMagazineTags(http: PlatformClient): Promise<MagazineTag[]> {
  const tags = await http.get<MagazineTag[]>('/guest/magazine/tags');
  return tags.map(({ id, name, slug }) => ({ id, name, slug }));
}
