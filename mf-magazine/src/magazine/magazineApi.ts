import type { MediaView, PlatformClient } from '@eventalp/shell-kit';

/** A magazine tag; its slug filters the magazine list (query `suche_tag1`). */
export interface MagazineTag {
  id: number;
  name: string;
  slug: string;
  count?: number;
}

export interface ArticleCard {
  id: number;
  name: string;
  subtitle: string | null;
  teaser: string | null;
  path: string;
  publish_at: string;
  sponsor: { text: string; url: string | null } | null;
  tags: MagazineTag[];
  image: MediaView | null;
}

export interface ArticleList {
  total: number;
  page: number;
  per_page: number;
  page_count: number;
  tag: MagazineTag | null;
  data: ArticleCard[];
}

export interface ArticleDetail extends Omit<ArticleCard, 'image'> {
  body: string;
  photos: MediaView[];
  documents: { id: number; name: string; url: string; mime_type: string }[];
  form: { fields: { name: string; required: boolean }[] } | null;
  related: {
    id: number;
    entity_type: 'location' | 'provider';
    name: string;
    path: string;
    place: string | null;
  }[];
}

export function fetchArticles(http: PlatformClient, page: number, tag?: string) {
  const query = new URLSearchParams({ page: String(page) });
  if (tag) query.set('suche_tag1', tag);
  return http.get<ArticleList>(`/guest/magazine/articles?${query}`);
}

export function fetchArticle(http: PlatformClient, id: number) {
  return http.get<ArticleDetail>(`/guest/magazine/articles/${id}`);
}

export async function fetchMagazineTags(http: PlatformClient): Promise<MagazineTag[]> {
  const tags = await http.get<MagazineTag[]>('/guest/magazine/tags');
  return tags.map(({ id, name, slug, count }) => ({ id, name, slug, count }));
}
