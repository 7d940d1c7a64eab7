import { z } from 'zod';
import { ENTRY_KINDS } from '@eventalp/plugin-catalog/domain';
import { mediaViewAnswer } from '@eventalp/plugin-media/domain';
import { ARTICLE_FORM_FIELDS } from './form-settings';

/** A magazine tag; its slug filters the magazine list (query `suche_tag1`). */
export const articleTagAnswer = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string() })
  .meta({ id: 'ArticleTag' });
export type ArticleTag = z.output<typeof articleTagAnswer>;

/** `GET /api/guest/magazine/tags`: tags public articles carry, with how many, in order. */
export const tagsInUseAnswer = z
  .array(articleTagAnswer.extend({ count: z.number().int() }))
  .meta({ id: 'TagsInUse' });
export type TagsInUse = z.output<typeof tagsInUseAnswer>;

const sponsor = z.object({ text: z.string(), url: z.string().nullable() }).nullable();

/** An article in lists, the home and the editorial search. */
export const articleCardAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    subtitle: z.string().nullable(),
    teaser: z.string().nullable(),
    path: z.string(),
    publish_at: z.iso.datetime(),
    sponsor,
    tags: z.array(articleTagAnswer),
    image: mediaViewAnswer.nullable(),
  })
  .meta({ id: 'ArticleCard' });
export type ArticleCard = z.output<typeof articleCardAnswer>;

/** `GET /api/guest/magazine/articles`: a page of public articles, newest first. */
export const articleListAnswer = z
  .object({
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
    page_count: z.number().int(),
    tag: articleTagAnswer.nullable(),
    data: z.array(articleCardAnswer),
  })
  .meta({ id: 'ArticleList' });
export type ArticleList = z.output<typeof articleListAnswer>;

/** `GET /api/guest/magazine/articles/:id`: a public article with everything its page shows. */
export const articleDetailAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    subtitle: z.string().nullable(),
    teaser: z.string().nullable(),
    slug: z.string().nullable(),
    legacy_slug: z.string().nullable(),
    path: z.string(),
    publish_at: z.iso.datetime(),
    /** Sanitized HTML. */
    body: z.string(),
    sponsor,
    tags: z.array(articleTagAnswer),
    photos: z.array(mediaViewAnswer),
    documents: z.array(
      z.object({ id: z.number().int(), name: z.string(), url: z.string(), mime_type: z.string() }),
    ),
    /** The contact form's active fields in order, or null without a form. */
    form: z
      .object({
        fields: z.array(z.object({ name: z.enum(ARTICLE_FORM_FIELDS), required: z.boolean() })),
      })
      .nullable(),
    /** Public locations and providers the article names. */
    related: z.array(
      z.object({
        id: z.number().int(),
        entity_type: z.enum(ENTRY_KINDS),
        name: z.string(),
        path: z.string(),
        place: z.string().nullable(),
        image: mediaViewAnswer.nullable(),
      }),
    ),
  })
  .meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.output<typeof articleDetailAnswer>;

/** `GET /api/guest/sitemap/magazine`: every public article's path and last change. */
export const articleSitemapAnswer = z
  .object({ data: z.array(z.object({ path: z.string(), lastmod: z.iso.datetime() })) })
  .meta({ id: 'ArticleSitemap' });
export type ArticleSitemap = z.output<typeof articleSitemapAnswer>;
