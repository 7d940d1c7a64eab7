import { z } from 'zod';
import {
  authorFields,
  booleanFilter,
  dateFilter,
  defineResource,
  messages,
  optionalText,
  requiredText,
  text,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { articleDocuments, editorialIndex } from './editorial-index';
import { ARTICLES } from './magazine-migrations';
import { sanitizeRichText } from './sanitize-rich-text';

/** Who may manage the magazine (the editors' area). */
export const BACKOFFICE_MAGAZINE = 'backoffice.magazine';

/** Published once per back-office change of articles; this plugin re-indexes exactly those. */
export const MAGAZINE_ARTICLES_CHANGED = 'magazine.articles.changed';
export interface MagazineArticlesChanged {
  ids: number[];
}

/** An article as the back office lists, shows and edits it (its body as stored, sanitised). */
export const backofficeArticleAnswer = z.object({
  id: z.number().int(),
  name: z.string(),
  subtitle: z.string().nullable(),
  slug: z.string().nullable(),
  teaser: z.string().nullable(),
  body: z.string(),
  published: z.boolean(),
  publish_at: z.iso.datetime(),
  sponsor_text: z.string().nullable(),
  sponsor_url: z.string().nullable(),
  ...authorFields,
});

/** An http(s) address, or nothing. */
const optionalUrl = (max: number) =>
  optionalText(max).refine((url) => url === null || /^https?:\/\/\S+$/.test(url), {
    error: messages.format,
  });

/**
 * An article as the back office writes it: a title (at most 255 characters), subtitle, slug of
 * lower-case letters, digits and hyphens, teaser, the body as rich text (sanitised with the
 * magazine's allowlist before it is stored), published or not from its publish date, and the
 * sponsorship strip (text and an http(s) link).
 */
export const articleInput = z
  .object({
    name: requiredText({ max: 255 }),
    subtitle: optionalText(500),
    slug: optionalText(255).refine(
      (slug) => slug === null || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug),
      { error: messages.format },
    ),
    teaser: optionalText(5000),
    body: text(200_000).default(''),
    published: z.boolean({ error: messages.format }).default(false),
    publish_at: requiredText({ max: 40 }).pipe(
      z.iso.datetime({ offset: true, error: messages.format }),
    ),
    sponsor_text: optionalText(255),
    sponsor_url: optionalUrl(500),
  })
  .transform((article) => ({ ...article, body: sanitizeRichText(article.body) }));

/**
 * Magazine articles in the back office: list (newest first, search, filters), show, create,
 * edit with the audit log. Each save re-indexes the article for the editorial search; the public
 * page shows it on its next render.
 */
export const articleResource = defineResource({
  name: 'magazine-articles',
  answerName: 'BackofficeArticle',
  noun: 'article',
  table: ARTICLES,
  row: backofficeArticleAnswer,
  create: articleInput,
  filters: {
    published: booleanFilter('published'),
    publish_from: dateFilter('publish_at', 'from'),
    publish_to: dateFilter('publish_at', 'to'),
  },
  sortable: ['publish_at', 'name', 'updated_at', 'id'],
  defaultSort: { field: 'publish_at', order: 'desc' },
  search: ['name', 'subtitle', 'teaser', 'slug'],
  unique: ['slug'],
  uniqueMessage: 'Dieser Slug ist bereits vergeben.',
  permissions: { read: BACKOFFICE_MAGAZINE, write: BACKOFFICE_MAGAZINE },
  async onChange(services, { ids, trx }) {
    await services.events.publish(
      MAGAZINE_ARTICLES_CHANGED,
      { ids } satisfies MagazineArticlesChanged,
      trx,
    );
  },
});

/** Rewrites the editorial documents of `ids`: published ones; the others are dropped. */
export async function reindexArticles(services: PlatformServices, ids: readonly number[]) {
  const kept = new Set<number>();
  for await (const batch of articleDocuments(services.db, ids)) {
    await services.search.upsert(editorialIndex.name, batch);
    for (const document of batch) kept.add(Number(document.entry_id));
  }
  const dropped = ids.filter((id) => !kept.has(id)).map((id) => `article-${id}`);
  if (dropped.length > 0) await services.search.delete(editorialIndex.name, dropped);
}
