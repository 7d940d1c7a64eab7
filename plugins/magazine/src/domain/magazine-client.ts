import type { MessageAnswer } from '@eventalp/platform-sdk';
import { apiPath, withQuery, type ApiTransport } from '@eventalp/platform-sdk/domain';
import type { ArticleDetail, ArticleList, ArticleSitemap, TagsInUse } from './article-answers';
import type { EditorialCategory, EditorialPage, EditorialSearch } from './editorial-answers';
import type { EditorialKind } from './editorial-kinds';

/** Paths of the magazine's routes below `/api`. */
export const MAGAZINE_PATHS = {
  articles: '/guest/magazine/articles',
  article: '/guest/magazine/articles/:id',
  articleContact: '/guest/magazine/articles/:id/contact',
  tags: '/guest/magazine/tags',
  feed: '/guest/magazine/feed',
  search: '/guest/magazine/search',
  category: '/guest/editorial/categories/:id',
  page: '/guest/editorial/pages/:id',
  sitemap: '/guest/sitemap/magazine',
} as const;

/** The magazine's and editorial pages' answers for a front end, typed as the routes declare them. */
export function magazineClient(http: ApiTransport) {
  return {
    /** A page of public articles, newest first, optionally of one tag (its slug). */
    articles: (query: { page?: number; per_page?: number; suche_tag1?: string }) =>
      http.get<ArticleList>(withQuery(MAGAZINE_PATHS.articles, query)),
    /** A public article; 404 when unknown or not published yet. */
    article: (id: number) => http.get<ArticleDetail>(apiPath(MAGAZINE_PATHS.article, { id })),
    /** Sends an article's contact form (201); 422 with the spec's messages. */
    sendContactForm: (id: number, fields: Record<string, string>) =>
      http.post<MessageAnswer>(apiPath(MAGAZINE_PATHS.articleContact, { id }), fields),
    /** Tags public articles carry, with their counts. */
    tags: () => http.get<TagsInUse>(MAGAZINE_PATHS.tags),
    /** Editorial search, 12 hits a page; 422 for fewer than two characters. */
    search: (query: { q: string; page: number; kind?: EditorialKind }) =>
      http.get<EditorialSearch>(withQuery(MAGAZINE_PATHS.search, query)),
    category: (id: number) => http.get<EditorialCategory>(apiPath(MAGAZINE_PATHS.category, { id })),
    page: (id: number) => http.get<EditorialPage>(apiPath(MAGAZINE_PATHS.page, { id })),
    /** Every public article's path, for the sitemap. */
    sitemap: () => http.get<ArticleSitemap>(MAGAZINE_PATHS.sitemap),
  };
}
