import type { Knex } from 'knex';
import sanitizeHtml from 'sanitize-html';
import type { SearchDocument, SearchIndexDefinition } from '@eventalp/platform-sdk';
import { ARTICLE_TAGS, ARTICLES, TAGS } from './magazine-migrations';

/**
 * The `articles` search index (editorial search). Every published article is in it, future ones
 * too: queries keep to `publish_ts <= now`, so an article shows up on its date without a reindex.
 */
export const articleIndex: SearchIndexDefinition = {
  name: 'articles',
  fields: {
    name: { type: 'text', weight: 'A', suggest: true },
    subtitle: { type: 'text', weight: 'B' },
    tag_names: { type: 'text', weight: 'B' },
    teaser: { type: 'text', weight: 'C' },
    body: { type: 'text', weight: 'D' },
    tags: { type: 'keyword' },
    publish_ts: { type: 'float' },
    entry_id: { type: 'integer' },
  },
};

const BATCH = 200;

/** Documents of every published article, in batches (for rebuilds). */
export async function* allArticleDocuments(db: Knex): AsyncIterable<SearchDocument[]> {
  for (let after = 0; ;) {
    const rows = await db(ARTICLES)
      .where({ published: true })
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .select('id', 'name', 'subtitle', 'teaser', 'body', 'publish_at');
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
        id: String(row.id),
        entry_id: row.id,
        name: row.name,
        subtitle: row.subtitle ?? '',
        teaser: row.teaser ?? '',
        body: sanitizeHtml(row.body, { allowedTags: [], allowedAttributes: {} }),
        tags: own.map((tag) => tag.slug),
        tag_names: own.map((tag) => tag.name).join(' '),
        publish_ts: row.publish_at.getTime(),
      };
    });
    after = rows.at(-1)!.id;
  }
}
