import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';
import type { SearchDocument, SearchIndexDefinition } from '@eventalp/platform-sdk';
import { categoryPagePath } from './domain/category-paths';
import { articlePath } from './domain/article-paths';
import { ARTICLE_TAGS, ARTICLES, CATEGORIES, PAGES, TAGS } from './magazine-migrations';

/** `expires_ts` of documents that never expire (articles, pages, jobs without an end date). */
export const NEVER_EXPIRES = 8.64e15;

/**
 * The `editorial` search index: articles, help and guide pages (this plugin) and jobs (the jobs
 * plugin contributes its own documents, ids `job-{id}`). Future and expired documents stay in
 * it: queries keep to `publish_ts <= now < expires_ts`, so an item appears and leaves on its
 * dates without a reindex. `path`, `name`, `teaser` and `meta` are what a hit shows.
 */
export const editorialIndex: SearchIndexDefinition = {
  name: 'editorial',
  fields: {
    kind: { type: 'keyword' },
    name: { type: 'text', weight: 'A', suggest: true },
    subtitle: { type: 'text', weight: 'B' },
    tag_names: { type: 'text', weight: 'B' },
    teaser: { type: 'text', weight: 'C' },
    meta: { type: 'text', weight: 'C' },
    body: { type: 'text', weight: 'D' },
    tags: { type: 'keyword' },
    path: { type: 'keyword' },
    publish_ts: { type: 'float' },
    expires_ts: { type: 'float' },
    entry_id: { type: 'integer' },
  },
};

const BATCH = 200;

/** Rich text as plain words for the index. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

/** Documents of every published article (or of those of `ids`), in batches. */
export async function* articleDocuments(
  db: Knex,
  ids?: readonly number[],
): AsyncIterable<SearchDocument[]> {
  for (let after = 0; ;) {
    const query = db(ARTICLES).where({ published: true });
    if (ids) query.whereIn('id', ids);
    const rows = await query
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'name', 'slug', 'legacy_slug', 'subtitle', 'teaser', 'body', 'publish_at');
    if (rows.length === 0) return;
    const tags = await db(`${ARTICLE_TAGS} as at`)
      .join(`${TAGS} as t`, 't.id', 'at.tag_id')
      .whereIn(
        'at.article_id',
        rows.map((row) => row.id),
      )
      .select('at.article_id', 't.slug', 't.name');
    yield rows.map((row) => {
      const own = tags.filter((tag) => tag.article_id === row.id);
      return {
        id: `article-${row.id}`,
        kind: 'article',
        entry_id: row.id,
        name: row.name,
        subtitle: row.subtitle ?? '',
        teaser: row.teaser ?? '',
        meta: '',
        body: plainText(row.body),
        tags: own.map((tag) => tag.slug),
        tag_names: own.map((tag) => tag.name).join(' '),
        path: articlePath(row),
        publish_ts: row.publish_at.getTime(),
        expires_ts: NEVER_EXPIRES,
      };
    });
    after = rows.at(-1)!.id;
  }
}

/** Documents of every published page of an editorial category (or of those of `ids`), in batches. */
export async function* pageDocuments(
  db: Knex,
  ids?: readonly number[],
): AsyncIterable<SearchDocument[]> {
  for (let after = 0; ;) {
    const query = db(`${PAGES} as p`)
      .join(`${CATEGORIES} as c`, 'c.id', 'p.category_id')
      .where('p.published', true);
    if (ids) query.whereIn('p.id', ids);
    const rows = await query
      .where('p.id', '>', after)
      .orderBy('p.id')
      .limit(BATCH)
      .select(
        'p.id',
        'p.name',
        'p.slug',
        'p.body',
        'c.id as category_id',
        'c.slug as category_slug',
        'c.name as category_name',
        'c.kind as category_kind',
      );
    if (rows.length === 0) return;
    yield rows.map((row) => {
      const body = plainText(row.body);
      return {
        id: `page-${row.id}`,
        kind: row.category_kind === 'help' ? 'help' : 'page',
        entry_id: row.id,
        name: row.name,
        teaser: body.length > 200 ? `${body.slice(0, 199)}…` : body,
        meta: row.category_name,
        body,
        tags: [],
        path: categoryPagePath({ id: row.category_id, slug: row.category_slug }, row),
        publish_ts: 0,
        expires_ts: NEVER_EXPIRES,
      };
    });
    after = rows.at(-1)!.id;
  }
}

/** This plugin's documents of the editorial index (articles, then pages), in batches. */
export async function* magazineEditorialDocuments(db: Knex): AsyncIterable<SearchDocument[]> {
  yield* articleDocuments(db);
  yield* pageDocuments(db);
}
