import type { Knex } from 'knex';
import type { PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import type { MediaLibrary, MediaView } from '@eventalp/plugin-media';
import type { ArticleCard, ArticleDetail, ArticleTag, TagsInUse } from './domain/article-answers';
import { articlePath } from './domain/article-paths';
import { publicFormFields, type ArticleFormSettings } from './domain/form-settings';
import { ARTICLE_ENTRIES, ARTICLE_TAGS, ARTICLES, TAGS } from './magazine-migrations';
import { sanitizeRichText } from './sanitize-rich-text';

export const ARTICLE_OWNER = 'magazine_article';

interface ArticleRow {
  id: number;
  name: string;
  subtitle: string | null;
  slug: string | null;
  legacy_slug: string | null;
  teaser: string | null;
  body: string;
  publish_at: Date;
  sponsor_text: string | null;
  sponsor_url: string | null;
  form_settings: ArticleFormSettings | null;
}

/** The articles a visitor may see now: published and dated no later than `now`. */
export function publicArticles(db: Knex, now: Date, alias = 'a'): Knex.QueryBuilder {
  return db(`${ARTICLES} as ${alias}`)
    .where(`${alias}.published`, true)
    .where(`${alias}.publish_at`, '<=', now);
}

async function tagsOf(db: Knex, ids: readonly number[]): Promise<Map<number, ArticleTag[]>> {
  const rows: (ArticleTag & { article_id: number })[] = await db(`${ARTICLE_TAGS} as at`)
    .join(`${TAGS} as t`, 't.id', 'at.tag_id')
    .whereIn('at.article_id', [...ids])
    .orderBy([{ column: 't.order' }, { column: 't.name' }])
    .select('at.article_id', 't.id', 't.name', 't.slug');
  const byArticle = new Map<number, ArticleTag[]>();
  for (const row of rows)
    byArticle.set(row.article_id, [
      ...(byArticle.get(row.article_id) ?? []),
      { id: row.id, name: row.name, slug: row.slug },
    ]);
  return byArticle;
}

const sponsorOf = (row: ArticleRow) =>
  row.sponsor_text ? { text: row.sponsor_text, url: row.sponsor_url } : null;

/** One page of public articles, newest first, optionally of one tag. */
export async function listPublicArticles(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  options: { page: number; perPage: number; tagId?: number },
): Promise<{ total: number; data: ArticleCard[] }> {
  const { db } = services;
  const base = publicArticles(db, services.now());
  if (options.tagId !== undefined)
    base.whereExists(db(ARTICLE_TAGS).whereRaw('article_id = a.id').where('tag_id', options.tagId));
  const counted = await base.clone().count<{ total: string }[]>('* as total');
  const total = counted[0]?.total ?? 0;
  const rows: ArticleRow[] = await base
    .orderBy([
      { column: 'a.publish_at', order: 'desc' },
      { column: 'a.id', order: 'desc' },
    ])
    .offset((options.page - 1) * options.perPage)
    .limit(options.perPage)
    .select('a.*');
  return { total: Number(total), data: await cardsOf(db, media, rows) };
}

async function cardsOf(db: Knex, media: MediaLibrary, rows: ArticleRow[]): Promise<ArticleCard[]> {
  const ids = rows.map((row) => row.id);
  const [tags, photos] = await Promise.all([tagsOf(db, ids), media.itemsOf(ARTICLE_OWNER, ids)]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    teaser: row.teaser,
    path: articlePath(row),
    publish_at: row.publish_at.toISOString(),
    sponsor: sponsorOf(row),
    tags: tags.get(row.id) ?? [],
    image: photos.get(row.id)?.get('photos')?.[0] ?? null,
  }));
}

/** Cards of the public articles among `ids`, in the order of `ids`. */
export async function publicArticleCards(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  ids: readonly number[],
): Promise<ArticleCard[]> {
  if (ids.length === 0) return [];
  const rows: ArticleRow[] = await publicArticles(services.db, services.now())
    .whereIn('a.id', [...ids])
    .select('a.*');
  const cards = await cardsOf(services.db, media, rows);
  return ids.flatMap((id) => cards.filter((card) => card.id === id));
}

async function relatedEntries(
  services: Pick<PlatformServices, 'db' | 'service'>,
  articleId: number,
): Promise<ArticleDetail['related']> {
  const links: { entry_type: string; entry_id: number }[] = await services
    .db(ARTICLE_ENTRIES)
    .where({ article_id: articleId })
    .orderBy('order')
    .select('entry_type', 'entry_id');
  const idsOf = (kind: string) =>
    links.filter((link) => link.entry_type === kind).map((link) => link.entry_id);
  // Only the name, path, place and photo of a card are used: no taxonomy name, any language.
  const load = (kind: 'location' | 'provider') =>
    services.service(CATALOGUE).cards(kind, idsOf(kind), 'de-CH');
  const [locations, providers] = await Promise.all([load('location'), load('provider')]);
  // Hidden entries are simply left out: the catalogue's cards are of public entries only.
  return [...locations, ...providers].map((card) => ({
    id: card.id,
    entity_type: card.entity_type,
    name: card.name,
    path: card.path,
    place: card.place,
    image: card.media.photos[0] ?? null,
  }));
}

/** A public article with everything its page shows, or null when unknown or not public yet. */
export async function loadPublicArticle(
  services: Pick<PlatformServices, 'db' | 'now' | 'service'>,
  media: MediaLibrary,
  id: number,
): Promise<ArticleDetail | null> {
  const row: ArticleRow | undefined = await publicArticles(services.db, services.now())
    .where('a.id', id)
    .first('a.*');
  if (!row) return null;
  const [tags, items, related] = await Promise.all([
    tagsOf(services.db, [id]),
    media.itemsOf(ARTICLE_OWNER, [id]),
    relatedEntries(services, id),
  ]);
  const collections = items.get(id);
  const photos: MediaView[] = collections?.get('photos') ?? [];
  const documents: MediaView[] = collections?.get('documents') ?? [];
  const formFields = publicFormFields(row.form_settings);
  return {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    teaser: row.teaser,
    slug: row.slug,
    legacy_slug: row.legacy_slug,
    path: articlePath(row),
    publish_at: row.publish_at.toISOString(),
    body: sanitizeRichText(row.body),
    sponsor: sponsorOf(row),
    tags: tags.get(id) ?? [],
    photos,
    documents: documents.map((document) => ({
      id: document.id,
      name: document.title ?? document.name,
      url: document.url,
      mime_type: document.mime_type,
    })),
    form: formFields ? { fields: formFields } : null,
    related,
  };
}

/** Tags that at least one public article carries, with how many, in the editors' order. */
export async function tagsInUse(
  services: Pick<PlatformServices, 'db' | 'now'>,
): Promise<TagsInUse> {
  const { db } = services;
  const rows = await db(`${TAGS} as t`)
    .join(`${ARTICLE_TAGS} as at`, 'at.tag_id', 't.id')
    .whereIn('at.article_id', publicArticles(db, services.now()).select('a.id'))
    .groupBy('t.id')
    .orderBy([{ column: 't.order' }, { column: 't.name' }])
    .select('t.id', 't.name', 't.slug')
    .count<{ id: number; name: string; slug: string; count: string }[]>('* as count');
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    slug: row.slug,
    count: Number(row.count),
  }));
}
