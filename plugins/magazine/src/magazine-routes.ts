import { z } from 'zod';
import {
  MAX_ROW_ID,
  wholeNumber,
  defineRoute,
  errorAnswer,
  messages,
  NotFoundError,
  ValidationError,
  textAnswer,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { articleFormRoute } from './article-form-route';
import { editorialSearchRoute } from './editorial-search-route';
import { categoryRoutes } from './category-routes';
import { listPublicArticles, loadPublicArticle, publicArticles, tagsInUse } from './article-store';
import {
  articleDetailAnswer,
  articleListAnswer,
  articleSitemapAnswer,
  tagsInUseAnswer,
  type ArticleTag,
} from './domain/article-answers';
import { articlePath, MAGAZINE_LIST_PATH, pageCount } from './domain/article-paths';
import { MAGAZINE_PATHS } from './domain/magazine-client';
import { atomFeed } from './domain/atom-feed';
import { TAGS } from './magazine-migrations';

interface SitemapRow {
  id: number;
  slug: string | null;
  legacy_slug: string | null;
  publish_at: Date;
  updated_at: Date;
}
const ARTICLES_PER_PAGE = 12;

const listQuery = z.object({
  page: wholeNumber(1, 10_000).default(1),
  per_page: wholeNumber(1, 100).default(ARTICLES_PER_PAGE),
  suche_tag1: z
    .string({ error: messages.format })
    .trim()
    .max(255, { error: messages.maxLength(255) })
    .regex(/^[a-z0-9_-]*$/, { error: messages.format })
    .optional()
    .transform((value) => value || undefined),
});

const idParams = z.object({ id: wholeNumber(1, MAX_ROW_ID) });

/** The magazine's public API: article list (page, tag), article detail, tags in use. */
export function magazineRoutes(services: PlatformServices, media: MediaLibrary) {
  const { db } = services;
  return [
    articleFormRoute(services),
    editorialSearchRoute(services, media),
    ...categoryRoutes(services),
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.sitemap,
      summary: 'Paths of every public article, newest first, for the sitemap',
      access: 'public',
      responses: { 200: articleSitemapAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=300');
        const rows: SitemapRow[] = await publicArticles(db, services.now())
          .orderBy('a.publish_at', 'desc')
          .select('a.id', 'a.slug', 'a.legacy_slug', 'a.publish_at', 'a.updated_at');
        return {
          data: rows.map((row) => ({
            path: articlePath(row),
            lastmod: (row.updated_at > row.publish_at
              ? row.updated_at
              : row.publish_at
            ).toISOString(),
          })),
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.feed,
      summary: 'Atom feed of the 30 newest public articles',
      access: 'public',
      responses: { 200: textAnswer('application/atom+xml') },
      async handler({ koa }) {
        const { data } = await listPublicArticles(services, media, { page: 1, perPage: 30 });
        koa.set('Cache-Control', 'public, max-age=300');
        koa.type = 'application/atom+xml; charset=utf-8';
        return atomFeed({
          origin: services.config.appUrl,
          title: 'Eventmagazin',
          selfPath: `/api${MAGAZINE_PATHS.feed}`,
          listPath: MAGAZINE_LIST_PATH,
          now: services.now(),
          entries: data.map((article) => ({
            id: article.id,
            title: article.name,
            summary: article.teaser ?? article.subtitle,
            path: article.path,
            published: new Date(article.publish_at),
            tags: article.tags.map((tag) => tag.name),
          })),
        });
      },
    }),
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.tags,
      summary: 'Magazine tags that public articles carry, with their article counts',
      access: 'public',
      responses: { 200: tagsInUseAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', 'public, max-age=60');
        return tagsInUse(services);
      },
    }),
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.articles,
      summary: 'Public magazine articles, newest first (query suche_tag1 filters by tag slug)',
      access: 'public',
      input: { query: listQuery },
      responses: { 200: articleListAnswer },
      async handler({ query }) {
        let tag: ArticleTag | null = null;
        if (query.suche_tag1) {
          tag =
            (await db(TAGS).where({ slug: query.suche_tag1 }).first('id', 'name', 'slug')) ?? null;
          if (!tag) throw ValidationError.field('suche_tag1', messages.format);
        }
        const { total, data } = await listPublicArticles(services, media, {
          page: query.page,
          perPage: query.per_page,
          tagId: tag?.id,
        });
        return {
          total,
          page: query.page,
          per_page: query.per_page,
          page_count: pageCount(total, query.per_page),
          tag,
          data,
        };
      },
    }),
    defineRoute({
      method: 'get',
      path: MAGAZINE_PATHS.article,
      summary: 'A public magazine article (404 when unknown or not published yet)',
      access: 'public',
      input: { params: idParams },
      responses: { 200: articleDetailAnswer, 404: errorAnswer },
      async handler({ params }) {
        const article = await loadPublicArticle(services, media, params.id);
        if (!article) throw new NotFoundError(messages.notFound);
        return article;
      },
    }),
  ];
}
