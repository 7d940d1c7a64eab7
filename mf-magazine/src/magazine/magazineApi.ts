import { magazineClient, type ArticleTag } from '@eventalp/plugin-magazine/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

export type { ArticleCard, ArticleDetail, ArticleList } from '@eventalp/plugin-magazine/domain';

/** A magazine tag, with its article count where the tag list gives one. */
export type MagazineTag = ArticleTag & { count?: number };

export function fetchArticles(http: PlatformClient, page: number, tag?: string) {
  return magazineClient(http).articles({ page, suche_tag1: tag || undefined });
}

export function fetchArticle(http: PlatformClient, id: number) {
  return magazineClient(http).article(id);
}

export async function fetchMagazineTags(http: PlatformClient): Promise<MagazineTag[]> {
  const tags = await magazineClient(http).tags();
  return tags.map(({ id, name, slug, count }) => ({ id, name, slug, count }));
}
