import { z } from 'zod';
import { articleCardAnswer } from './article-answers';
import { CATEGORY_KINDS, EDITORIAL_KINDS } from './editorial-kinds';

/** A job, help article or page as the search index describes it. */
export const editorialItemAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    path: z.string(),
    teaser: z.string(),
    meta: z.string(),
  })
  .meta({ id: 'EditorialItem' });
export type EditorialItem = z.output<typeof editorialItemAnswer>;

/** One hit: an article card, or the index's view of a job, help article or page. */
export const editorialHitAnswer = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('article'), article: articleCardAnswer }),
    z.object({ kind: z.enum(['job', 'help', 'page']), item: editorialItemAnswer }),
  ])
  .meta({ id: 'EditorialHit' });
export type EditorialHit = z.output<typeof editorialHitAnswer>;

/** `GET /api/guest/magazine/search`: 12 hits a page; `kinds` counts hits per kind. */
export const editorialSearchAnswer = z
  .object({
    q: z.string(),
    kind: z.enum(EDITORIAL_KINDS).nullable(),
    total: z.number().int(),
    kinds: z.record(z.enum(EDITORIAL_KINDS), z.number().int()),
    page: z.number().int(),
    per_page: z.number().int(),
    page_count: z.number().int(),
    data: z.array(editorialHitAnswer),
  })
  .meta({ id: 'EditorialSearch' });
export type EditorialSearch = z.output<typeof editorialSearchAnswer>;

/** `GET /api/guest/editorial/categories/:id`: a category with its published pages. */
export const editorialCategoryAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    kind: z.enum(CATEGORY_KINDS),
    intro: z.string().nullable(),
    path: z.string(),
    /** Help article types with articles (help centre only), in their order. */
    types: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        slug: z.string(),
        description: z.string().nullable(),
      }),
    ),
    /** `type` is the slug of the page's help article type. */
    pages: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        path: z.string(),
        type: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'EditorialCategory' });
export type EditorialCategory = z.output<typeof editorialCategoryAnswer>;

/** `GET /api/guest/editorial/pages/:id`: a published help article or guide. */
export const editorialPageAnswer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string().nullable(),
    /** Sanitized HTML. */
    body: z.string(),
    path: z.string(),
    type: z.object({ name: z.string(), slug: z.string() }).nullable(),
    category: z.object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      kind: z.enum(CATEGORY_KINDS),
      path: z.string(),
    }),
    /** Other pages of the same type (help) or category. */
    related: z.array(z.object({ id: z.number().int(), name: z.string(), path: z.string() })),
  })
  .meta({ id: 'EditorialPage' });
export type EditorialPage = z.output<typeof editorialPageAnswer>;
