import type { Knex } from 'knex';
import type { MediaLibrary } from '@eventalp/plugin-media';
import type { CardPage, EntryCard } from './domain/entry-card-answers';
import { locationPath, providerPath } from './domain/entity-link-slug';
import { entryKinds, type EntryKind } from './entry-kind';
import { publicEntries } from './public-entries';
import {
  TAXONOMY_TERMS,
  taxonomyLanguageOf,
  taxonomyNameIn,
  type TaxonomyEntry,
} from '@eventalp/plugin-taxonomy';

export type { EntryCard } from './domain/entry-card-answers';

/** A taxonomy term's names: German (`name`), French, Italian, English. */
type TermNames = Pick<TaxonomyEntry, 'name' | 'name_fr' | 'name_it' | 'name_en'>;

/**
 * A card with the names of its taxonomy terms (category, region) in every language: the card
 * itself carries the German names, `cardIn` answers it in the request's language. One copy serves
 * every language, so the card cache is shared by all of them and no language costs a query.
 */
export interface NamedCard {
  card: EntryCard;
  category: TermNames;
  region: TermNames | null;
}

/**
 * The card with its category and region named in the language of `locale` (the request's,
 * `koa.state.locale`): `name_fr`/`name_it`/`name_en`, German for the German locales and when the
 * term has no name in that language. The entry's own texts (name, place, summary) stay as written.
 */
export function cardIn(named: NamedCard, locale: string): EntryCard {
  const language = taxonomyLanguageOf(locale);
  if (language === 'de') return named.card;
  return {
    ...named.card,
    category: { ...named.card.category, name: taxonomyNameIn(named.category, language) },
    region: named.region ? taxonomyNameIn(named.region, language) : null,
  };
}

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
  category_name_fr: string | null;
  category_name_it: string | null;
  category_name_en: string | null;
  region_name: string | null;
  region_name_fr: string | null;
  region_name_it: string | null;
  region_name_en: string | null;
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
  'c.name_fr as category_name_fr',
  'c.name_it as category_name_it',
  'c.name_en as category_name_en',
  'r.name as region_name',
  'r.name_fr as region_name_fr',
  'r.name_it as region_name_it',
  'r.name_en as region_name_en',
];

/** Result cards (spec section 3, "Result item") for public entries, in the order of `rows`. */
async function toNamedCards(
  media: MediaLibrary,
  kind: EntryKind,
  product: string,
  rows: CardRow[],
  known?: Promise<Awaited<ReturnType<MediaLibrary['itemsOf']>>>,
): Promise<NamedCard[]> {
  const photos = await (known ??
    media.itemsOf(
      entryKinds[kind].owner,
      rows.map((row) => row.id),
    ));
  return rows.map((row): NamedCard => {
    const category = { id: row.category_id, slug: row.category_slug, name: row.category_name };
    const linkable = { id: row.id, slug: row.slug, legacy_slug: row.legacy_slug, category };
    const card: EntryCard = {
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
    return {
      card,
      category: {
        name: row.category_name,
        name_fr: row.category_name_fr,
        name_it: row.category_name_it,
        name_en: row.category_name_en,
      },
      region:
        row.region_name === null
          ? null
          : {
              name: row.region_name,
              name_fr: row.region_name_fr,
              name_it: row.region_name_it,
              name_en: row.region_name_en,
            },
    };
  });
}

function cardQuery(db: Knex, kind: EntryKind, now: Date) {
  return publicEntries(db, kind, now)
    .join(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
    .leftJoin(`${TAXONOMY_TERMS} as r`, 'r.id', 'e.region_id')
    .select(CARD_COLUMNS);
}

/**
 * Cards of the given ids that are public now, in the given order, with their taxonomy names in
 * every language; unknown or hidden ids are dropped.
 */
export async function loadNamedCardsByIds(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  ids: readonly number[],
  now: Date,
  product: string,
): Promise<NamedCard[]> {
  if (ids.length === 0) return [];
  // The ids are known: rows and photos are read side by side, not one after the other.
  const photos = media.itemsOf(entryKinds[kind].owner, ids);
  photos.catch(() => undefined); // awaited below; not unhandled if the row query fails first
  const rows: CardRow[] = await cardQuery(db, kind, now).whereIn('e.id', [...ids]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return toNamedCards(
    media,
    kind,
    product,
    ids.map((id) => byId.get(id)).filter((row): row is CardRow => Boolean(row)),
    photos,
  );
}

/** `loadNamedCardsByIds` answered in the language of `locale` (see `cardIn`). */
export async function loadCardsByIds(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  ids: readonly number[],
  now: Date,
  product: string,
  locale: string,
): Promise<EntryCard[]> {
  const cards = await loadNamedCardsByIds(db, media, kind, ids, now, product);
  return cards.map((named) => cardIn(named, locale));
}

/**
 * One page of public entries (of one category when given): highest ranking tier first, then name;
 * taxonomy names in the language of `locale`.
 */
export async function loadCategoryPage(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  categoryId: number | undefined,
  page: number,
  perPage: number,
  now: Date,
  product: string,
  locale: string,
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
    data: (await toNamedCards(media, kind, product, rows as CardRow[])).map((named) =>
      cardIn(named, locale),
    ),
  };
}
