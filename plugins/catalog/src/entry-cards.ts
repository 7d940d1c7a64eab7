import type { Knex } from 'knex';
import type { MediaLibrary } from '@eventalp/plugin-media';
import type { CardPage, EntryCard } from './domain/entry-card-answers';
import { locationPath, providerPath } from './domain/entity-link-slug';
import { entryKinds, type EntryKind } from './entry-kind';
import { publicEntries } from './public-entries';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

export type { EntryCard } from './domain/entry-card-answers';

/** The columns of `CARD_COLUMNS`, as Postgres answers them. */
interface CardRow {
  id: number;
  full_name: string;
  short_name: string | null;
  slug: string | null;
  legacy_slug: string | null;
  type_id: number;
  category_id: number;
  place: string | null;
  zip: string | null;
  lat: number | null;
  lng: number | null;
  label_text: string | null;
  label_color: string | null;
  label_text_color: string | null;
  special_deal_active: boolean;
  summary: string | null;
  category_slug: string;
  category_name: string;
  region_name: string | null;
}

const CARD_COLUMNS = [
  'e.id',
  'e.full_name',
  'e.short_name',
  'e.slug',
  'e.legacy_slug',
  'e.type_id',
  'e.category_id',
  'e.place',
  'e.zip',
  'e.lat',
  'e.lng',
  'e.label_text',
  'e.label_color',
  'e.label_text_color',
  'e.special_deal_active',
  'e.summary',
  'c.slug as category_slug',
  'c.name as category_name',
  'r.name as region_name',
];

/** Result cards (spec section 3, "Result item") for public entries, in the order of `rows`. */
async function toCards(
  media: MediaLibrary,
  kind: EntryKind,
  product: string,
  rows: CardRow[],
  known?: Promise<Awaited<ReturnType<MediaLibrary['itemsOf']>>>,
): Promise<EntryCard[]> {
  const photos = await (known ??
    media.itemsOf(
      entryKinds[kind].owner,
      rows.map((row) => row.id),
    ));
  return rows.map((row): EntryCard => {
    const category = { id: row.category_id, slug: row.category_slug, name: row.category_name };
    const linkable = { id: row.id, slug: row.slug, legacy_slug: row.legacy_slug, category };
    return {
      id: row.id,
      entity_type: kind,
      name: row.full_name,
      short_name: row.short_name,
      type_id: row.type_id,
      path: kind === 'location' ? locationPath(product, linkable) : providerPath(linkable),
      category,
      place: row.place,
      zip: row.zip,
      region: row.region_name ?? null,
      position: row.lat === null ? null : { lat: Number(row.lat), lng: Number(row.lng) },
      summary: row.summary,
      label: row.label_text
        ? { text: row.label_text, color: row.label_color, text_color: row.label_text_color }
        : null,
      special_deal: Boolean(row.special_deal_active),
      all_photos_long: null,
      award_location_image: null,
      media: { photos: (photos.get(row.id)?.get('photos') ?? []).slice(0, 3) },
    };
  });
}

function cardQuery(db: Knex, kind: EntryKind, now: Date) {
  return publicEntries(db, kind, now)
    .join(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
    .leftJoin(`${TAXONOMY_TERMS} as r`, 'r.id', 'e.region_id')
    .select(CARD_COLUMNS);
}

/** Cards of the given ids that are public now, in the given order; unknown or hidden ids are dropped. */
export async function loadCardsByIds(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  ids: readonly number[],
  now: Date,
  product: string,
): Promise<EntryCard[]> {
  if (ids.length === 0) return [];
  // The ids are known: rows and photos are read side by side, not one after the other.
  const photos = media.itemsOf(entryKinds[kind].owner, ids);
  photos.catch(() => undefined); // awaited below; not unhandled if the row query fails first
  const rows: CardRow[] = await cardQuery(db, kind, now).whereIn('e.id', [...ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toCards(
    media,
    kind,
    product,
    ids.map((id) => byId.get(id)).filter((row): row is CardRow => Boolean(row)),
    photos,
  );
}

/** One page of public entries (of one category when given): highest ranking tier first, then name. */
export async function loadCategoryPage(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  categoryId: number | undefined,
  page: number,
  perPage: number,
  now: Date,
  product: string,
): Promise<CardPage> {
  const base = () => {
    const query = cardQuery(db, kind, now);
    return categoryId === undefined ? query : query.where('e.category_id', categoryId);
  };
  const [rows, counted] = await Promise.all([
    base()
      .orderBy([
        { column: 'e.type_id', order: 'desc' },
        { column: 'e.full_name' },
        { column: 'e.id' },
      ])
      .limit(perPage)
      .offset((page - 1) * perPage),
    base().clearSelect().count<{ total: string }[]>('* as total'),
  ]);
  return {
    total: Number(counted[0]?.total ?? 0),
    page,
    per_page: perPage,
    data: await toCards(media, kind, product, rows as CardRow[]),
  };
}
