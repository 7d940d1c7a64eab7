import { createServiceRef, type PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { ENTRY_TERMS, ROOMS } from './catalog-migrations';
import { SEATING_STYLES, type SeatingStyle } from './domain/entry-vocabulary';
import { EntryCardCache } from './entry-card-cache';
import { loadNamedCardsByIds, type EntryCard } from './entry-cards';
import { entryKinds, type EntryKind } from './entry-kind';
import { entryQuality, type EntryQuality } from './entry-quality';
import { publicEntries } from './public-entries';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';

/** Columns of an entry that other plugins may read (both kinds have them unless noted). */
export interface EntryRecord {
  id: number;
  full_name: string;
  slug: string | null;
  legacy_slug: string | null;
  summary: string | null;
  description: string | null;
  zip: string | null;
  place: string | null;
  place_id: number | null;
  category_id: number;
  region_id: number | null;
  country_category: number;
  type_id: number;
  lat: number | null;
  lng: number | null;
  enquiry_email: string | null;
  correspondence_email: string | null;
  /** Providers only (null for locations). */
  min_people: number | null;
  /** Providers only (null for locations). */
  max_people: number | null;
  /** The category's name and slug (taxonomy; every entry has a category). */
  category_name: string;
  category_slug: string;
}

export type EntryColumn = Exclude<keyof EntryRecord, 'id' | 'category_name' | 'category_slug'>;

/** A taxonomy term linked to an entry. */
export interface LinkedTerm {
  entry_id: number;
  id: number;
  type: number;
  subtype: number | null;
  name: string;
}

/** What the rooms of one location add up to: count, largest area and height, capacity per style. */
export type RoomFigures = {
  location_id: number;
  rooms: number;
  room_area: number | null;
  room_height: number | null;
} & Record<SeatingStyle, number | null>;

/**
 * What other plugins read of the catalogue: public entries (the one release rule applies to every
 * answer), their linked terms and room figures for search documents, and result cards. Nobody
 * outside the catalogue names its tables.
 */
export interface Catalogue {
  /**
   * Cards of the public entries among `ids`, in that order; kept a few seconds. Their taxonomy
   * names (category, region) are in the language of `locale`, the request's (`koa.state.locale`;
   * German for the German locales).
   */
  cards(kind: EntryKind, ids: readonly number[], locale: string): Promise<EntryCard[]>;
  /**
   * The public entries among `ids` (every public entry when `ids` is null), in id order, with the
   * columns asked for plus id and their category's name and slug.
   */
  publicEntries<C extends EntryColumn>(
    kind: EntryKind,
    ids: readonly number[] | null,
    columns: readonly C[],
  ): Promise<Pick<EntryRecord, C | 'id' | 'category_name' | 'category_slug'>[]>;
  /** Ids of public entries after `after`, in id order, at most `limit` (pages through everything). */
  publicIds(kind: EntryKind, after: number, limit: number): Promise<number[]>;
  /** How many entries of a kind are public now. */
  countPublic(kind: EntryKind): Promise<number>;
  /** Entries (public or not) whose release or expiry instant lies in `(from, to]`. */
  crossingWindow(kind: EntryKind, from: Date, to: Date): Promise<number[]>;
  /** The taxonomy terms linked to these entries. */
  linkedTerms(kind: EntryKind, entryIds: readonly number[]): Promise<LinkedTerm[]>;
  /** Room figures of the locations that have rooms. */
  roomFigures(locationIds: readonly number[]): Promise<RoomFigures[]>;
  /** The entries a user owns (public or not), with their names: the owners' inbox and dashboard. */
  ownedEntries(userId: number): Promise<{ type: EntryKind; id: number; name: string }[]>;
  /**
   * The room ids of a location the user owns (public or not), or null when the location does not
   * exist or is someone else's: the owner check of plugins that keep data per venue and room.
   */
  ownedLocationRooms(userId: number, locationId: number): Promise<number[] | null>;
  /**
   * The room ids of any location (public or not), or null when it does not exist: the back
   * office's check of data per venue and room.
   */
  locationRooms(locationId: number): Promise<number[] | null>;
  /** The rooms of any location by name, in id order (empty for none or an unknown location). */
  roomNames(locationId: number): Promise<{ id: number; name: string }[]>;
  /**
   * The name, postal address, owner and enquiry e-mail of any location (public or not), or null
   * when it does not exist: what a package booking's mails and invoice name.
   */
  locationContact(locationId: number): Promise<LocationContact | null>;
  /**
   * Links a location that signed up through the award to its nomination (the award plugin calls
   * this when `catalog.award-signup` names a venue it matched by name and postcode).
   */
  linkAwardNomination(locationId: number, nominationId: number): Promise<void>;
  /**
   * How complete the entries of these locations are (public or not): description, photos, rooms,
   * contact, extras and the reviews, for the award's technical score.
   */
  entryQuality(locationIds: readonly number[]): Promise<EntryQuality[]>;
}

/** A location as a party to a booking: who owns it and where it is. */
export interface LocationContact {
  id: number;
  name: string;
  company: string | null;
  ownerUserId: number | null;
  street: string | null;
  streetNumber: string | null;
  zip: string | null;
  place: string | null;
  /** 1 CH, 2 DE, 3 AT. */
  countryCategory: number;
  enquiryEmail: string | null;
}

export const CATALOGUE = createServiceRef<Catalogue>('catalog.catalogue');

/** The catalogue service over the plugin's tables. */
export function catalogue(services: PlatformServices, media: MediaLibrary): Catalogue {
  const { db } = services;
  const roomsOf = async (locationId: number) =>
    (await db(ROOMS).where({ location_id: locationId }).orderBy('id').pluck('id')).map(Number);
  const cards = new EntryCardCache((kind, ids) =>
    loadNamedCardsByIds(db, media, kind, ids, services.now(), services.config.brand),
  );
  return {
    cards: (kind, ids, locale) => cards.cards(kind, ids, locale),
    async publicEntries(kind, ids, columns) {
      const query = publicEntries(db, kind, services.now())
        .join(`${TAXONOMY_TERMS} as c`, 'c.id', 'e.category_id')
        .select(
          'e.id',
          'c.name as category_name',
          'c.slug as category_slug',
          ...columns.map((column) =>
            kind === 'location' && (column === 'min_people' || column === 'max_people')
              ? db.raw(`null as ??`, [column])
              : `e.${column}`,
          ),
        )
        .orderBy('e.id');
      return ids ? query.whereIn('e.id', [...ids]) : query;
    },
    publicIds: (kind, after, limit) =>
      publicEntries(db, kind, services.now())
        .where('e.id', '>', after)
        .orderBy('e.id')
        .limit(limit)
        .pluck('e.id'),
    async countPublic(kind) {
      const row = await publicEntries(db, kind, services.now()).count('* as count').first();
      return Number(row?.count ?? 0);
    },
    crossingWindow: (kind, from, to) =>
      db(entryKinds[kind].table)
        .where((query) => query.where('release_at', '>', from).andWhere('release_at', '<=', to))
        .orWhere((query) => query.where('expires_at', '>', from).andWhere('expires_at', '<=', to))
        .pluck('id'),
    linkedTerms: (kind, entryIds) =>
      db(`${ENTRY_TERMS} as l`)
        .join(`${TAXONOMY_TERMS} as t`, 't.id', 'l.term_id')
        .where('l.entry_type', kind)
        .whereIn('l.entry_id', [...entryIds])
        .select('l.entry_id', 't.id', 't.type', 't.subtype', 't.name'),
    roomFigures: (locationIds) =>
      db(ROOMS)
        .whereIn('location_id', [...locationIds])
        .groupBy('location_id')
        .select(
          'location_id',
          db.raw('count(*)::int as rooms'),
          db.raw('max(area)::float as room_area'),
          db.raw('max(height)::float as room_height'),
          ...SEATING_STYLES.map((style) => db.raw(`max(??)::int as ??`, [`${style}_max`, style])),
        ),
    async ownedEntries(userId) {
      const owned: { type: EntryKind; id: number; name: string }[] = [];
      for (const kind of ['location', 'provider'] as const) {
        const rows = await db(entryKinds[kind].table)
          .where({ owner_user_id: userId })
          .orderBy('id')
          .select('id', 'full_name');
        for (const row of rows) owned.push({ type: kind, id: row.id, name: row.full_name });
      }
      return owned;
    },
    async ownedLocationRooms(userId, locationId) {
      const location = await db(entryKinds.location.table)
        .where({ id: locationId, owner_user_id: userId })
        .first('id');
      return location ? roomsOf(locationId) : null;
    },
    async roomNames(locationId) {
      const rows: { id: number; name: string }[] = await db(ROOMS)
        .where({ location_id: locationId })
        .orderBy('id')
        .select('id', 'name');
      return rows.map((row) => ({ id: Number(row.id), name: row.name }));
    },
    async locationRooms(locationId) {
      const location = await db(entryKinds.location.table).where({ id: locationId }).first('id');
      return location ? roomsOf(locationId) : null;
    },
    async locationContact(locationId) {
      const row = await db(entryKinds.location.table)
        .where({ id: locationId })
        .first(
          'id',
          'full_name',
          'company',
          'owner_user_id',
          'street',
          'street_number',
          'zip',
          'place',
          'country_category',
          'enquiry_email',
        );
      return row
        ? {
            id: row.id,
            name: row.full_name,
            company: row.company,
            ownerUserId: row.owner_user_id,
            street: row.street,
            streetNumber: row.street_number,
            zip: row.zip,
            place: row.place,
            countryCategory: row.country_category,
            enquiryEmail: row.enquiry_email,
          }
        : null;
    },
    async linkAwardNomination(locationId, nominationId) {
      await db(entryKinds.location.table)
        .where({ id: locationId })
        .update({ award_nomination_id: nominationId });
    },
    entryQuality: (locationIds) => entryQuality(db, media, locationIds),
  };
}
