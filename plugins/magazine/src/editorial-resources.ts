import type { Knex } from 'knex';
import { z } from 'zod';
import {
  authorFields,
  booleanFilter,
  choiceFilter,
  defineResource,
  messages,
  numberFilter,
  optionalText,
  requiredText,
  text,
  ValidationError,
  wholeNumber,
  MAX_ROW_ID,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  BACKOFFICE_MAGAZINE,
  MAGAZINE_ARTICLES_CHANGED,
  type MagazineArticlesChanged,
} from './article-resource';
import { CATEGORY_KINDS } from './domain/editorial-kinds';
import { editorialIndex, pageDocuments } from './editorial-index';
import { ARTICLE_TAGS, CATEGORIES, HELP_TYPES, PAGES, TAGS } from './magazine-migrations';
import { sanitizeRichText } from './sanitize-rich-text';

/** Published once per back-office change of editorial pages; this plugin re-indexes exactly those. */
export const MAGAZINE_PAGES_CHANGED = 'magazine.pages.changed';
export interface MagazinePagesChanged {
  ids: number[];
}

/** Slugs of tags: lower-case letters and digits, words joined by `_` or `-` (`swiss_location_award`). */
const TAG_SLUG = /^[a-z0-9]+([_-][a-z0-9]+)*$/;
/** Slugs of pages, categories and help types: lower-case words joined by hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const slug = (pattern: RegExp, max: number) =>
  requiredText({ max }).refine((value) => pattern.test(value), { error: messages.format });
const optionalSlug = (max: number) =>
  optionalText(max).refine((value) => value === null || SLUG.test(value), {
    error: messages.format,
  });
const order = wholeNumber(0, 9999).default(0);

/** Magazine tags: the list articles are filtered by (`suche_tag1`), in their order. */
export const tagResource = defineResource({
  name: 'magazine-tags',
  answerName: 'BackofficeMagazineTag',
  noun: 'magazine tag',
  table: TAGS,
  row: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    order: z.number().int(),
    ...authorFields,
  }),
  create: z.object({
    name: requiredText({ max: 255 }),
    slug: slug(TAG_SLUG, 255),
    order,
  }),
  sortable: ['order', 'name', 'slug', 'updated_at', 'id'],
  search: ['name', 'slug'],
  unique: ['slug'],
  uniqueMessage: 'Dieser Slug ist bereits vergeben.',
  permissions: { read: BACKOFFICE_MAGAZINE, write: BACKOFFICE_MAGAZINE },
  async onChange(services, { ids, trx }) {
    // A tag's name is part of its articles' search documents.
    const articles = (
      await trx(ARTICLE_TAGS).whereIn('tag_id', ids).distinct('article_id').pluck('article_id')
    ).map(Number);
    if (articles.length > 0)
      await services.events.publish(
        MAGAZINE_ARTICLES_CHANGED,
        { ids: articles } satisfies MagazineArticlesChanged,
        trx,
      );
  },
});

async function publishPagesChanged(
  services: PlatformServices,
  trx: Knex.Transaction,
  ids: number[],
) {
  if (ids.length > 0)
    await services.events.publish(
      MAGAZINE_PAGES_CHANGED,
      { ids } satisfies MagazinePagesChanged,
      trx,
    );
}

/**
 * Editorial categories (guides, the help centre): their ids and kinds are fixed (part of the
 * URLs), name, slug, intro and order are edited. A change re-indexes the category's pages (their
 * documents carry its name and path).
 */
export const categoryResource = defineResource({
  name: 'editorial-categories',
  answerName: 'BackofficeEditorialCategory',
  noun: 'editorial category',
  table: CATEGORIES,
  row: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    intro: z.string().nullable(),
    kind: z.enum(CATEGORY_KINDS),
    order: z.number().int(),
    ...authorFields,
  }),
  update: z.object({
    name: requiredText({ max: 255 }),
    slug: slug(SLUG, 255),
    intro: optionalText(5000),
    order,
  }),
  filters: { kind: choiceFilter('kind', CATEGORY_KINDS) },
  sortable: ['order', 'name', 'id', 'updated_at'],
  search: ['name', 'slug'],
  permissions: { read: BACKOFFICE_MAGAZINE, write: BACKOFFICE_MAGAZINE },
  async onChange(services, { ids, trx }) {
    const pages = (await trx(PAGES).whereIn('category_id', ids).pluck('id')).map(Number);
    await publishPagesChanged(services, trx, pages);
  },
});

/** Types of help articles (audience or topic); their ids are fixed (links use `?typ=`). */
export const helpTypeResource = defineResource({
  name: 'help-types',
  answerName: 'BackofficeHelpType',
  noun: 'help article type',
  table: HELP_TYPES,
  row: z.object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    description: z.string().nullable(),
    order: z.number().int(),
    ...authorFields,
  }),
  update: z.object({
    name: requiredText({ max: 255 }),
    slug: slug(SLUG, 100),
    description: optionalText(2000),
    order,
  }),
  sortable: ['order', 'name', 'id', 'updated_at'],
  search: ['name', 'slug', 'description'],
  unique: ['slug'],
  uniqueMessage: 'Dieser Slug ist bereits vergeben.',
  permissions: { read: BACKOFFICE_MAGAZINE, write: BACKOFFICE_MAGAZINE },
});

/**
 * A page of an editorial category as the back office writes it: its category, a help article's
 * type (help centre only), title, slug, the body as rich text (sanitised with the magazine's
 * allowlist before it is stored), published or not, and its place in the category.
 */
const pageInput = z
  .object({
    category_id: wholeNumber(1, MAX_ROW_ID, messages.required),
    help_type_id: wholeNumber(1, MAX_ROW_ID).nullish().default(null),
    name: requiredText({ max: 255 }),
    slug: optionalSlug(255),
    body: text(200_000).default(''),
    published: z.boolean({ error: messages.format }).default(false),
    order,
  })
  .transform((page) => ({ ...page, body: sanitizeRichText(page.body) }));

/** Pages of the editorial categories: help articles (with their type) and guide pages. */
export const pageResource = defineResource({
  name: 'editorial-pages',
  answerName: 'BackofficeEditorialPage',
  noun: 'editorial page',
  table: PAGES,
  row: z.object({
    id: z.number().int(),
    category_id: z.number().int(),
    help_type_id: z.number().int().nullable(),
    name: z.string(),
    slug: z.string().nullable(),
    body: z.string(),
    published: z.boolean(),
    order: z.number().int(),
    ...authorFields,
  }),
  create: pageInput,
  filters: {
    category_id: numberFilter('category_id', 1, MAX_ROW_ID),
    help_type_id: numberFilter('help_type_id', 1, MAX_ROW_ID),
    published: booleanFilter('published'),
  },
  sortable: ['order', 'name', 'updated_at', 'id'],
  search: ['name', 'slug'],
  permissions: { read: BACKOFFICE_MAGAZINE, write: BACKOFFICE_MAGAZINE },
  async check(_services, trx, values) {
    const category = await trx(CATEGORIES).where({ id: values.category_id }).first('kind');
    if (!category) throw ValidationError.field('category_id', messages.format);
    if (values.help_type_id === null) return;
    // Only help articles have a type.
    const type = await trx(HELP_TYPES).where({ id: values.help_type_id }).first('id');
    if (!type || category.kind !== 'help')
      throw ValidationError.field('help_type_id', messages.format);
  },
  async onChange(services, { ids, trx }) {
    await publishPagesChanged(services, trx, ids);
  },
});

/** Rewrites the editorial documents of the pages `ids`: published ones; the others are dropped. */
export async function reindexPages(services: PlatformServices, ids: readonly number[]) {
  const kept = new Set<number>();
  for await (const batch of pageDocuments(services.db, ids)) {
    await services.search.upsert(editorialIndex.name, batch);
    for (const document of batch) kept.add(Number(document.entry_id));
  }
  const dropped = ids.filter((id) => !kept.has(id)).map((id) => `page-${id}`);
  if (dropped.length > 0) await services.search.delete(editorialIndex.name, dropped);
}
