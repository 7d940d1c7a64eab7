import type { z } from 'zod';
import type { MessageAnswer } from '@eventalp/platform-sdk';
import {
  apiPath,
  withQuery,
  type ApiTransport,
  type ApiWriteTransport,
} from '@eventalp/platform-sdk/domain';
import type { guestEntryInput } from './owner/guest-entry-input';
import type {
  GuestEntryCreated,
  OwnerEntries,
  OwnerRooms,
  OwnerRoomSaved,
  SectionState,
  UpgradeOffers,
  UpgradeOrdered,
} from './owner/owner-answers';
import type { upgradeOrderInput } from './owner/upgrade-input';
import type {
  CardPage,
  EntrySitemapCounts,
  EntrySitemapPage,
  FavouriteCards,
} from './entry-card-answers';
import type { EntryDetail } from './entry-detail-answers';
import type { EntityType } from './entry-vocabulary';

/** Paths of the catalogue's routes below `/api`. */
export const CATALOG_PATHS = {
  locations: '/guest/locations',
  location: '/guest/locations/:id',
  providers: '/guest/providers',
  provider: '/guest/providers/:id',
  favourites: '/guest/favourites',
  sitemapCounts: '/guest/sitemap/entries',
  sitemapLocations: '/guest/sitemap/locations',
  sitemapProviders: '/guest/sitemap/providers',
  entryMedia: '/user/entries/:type/:id/media',
  roomMedia: '/user/rooms/:id/media',
} as const;

/** Paths of the owners' routes (user area) and the guest entry creation below `/api`. */
export const OWNER_PATHS = {
  guestEntry: '/guest/entries',
  guestEntrySla: '/guest/entries/sla',
  entries: '/user/entries',
  release: '/user/entries/:type/:id/release',
  preview: '/user/entries/:type/:id/preview',
  upgrade: '/user/entries/:type/:id/upgrade',
  rooms: '/user/locations/:id/rooms',
  room: '/user/locations/:id/rooms/:roomId',
  roomOrder: '/user/locations/:id/rooms-order',
  audit: '/backoffice/entries/:type/:id/audit',
} as const;

/**
 * Browser URLs of the upload routes (multipart, sent by the upload widget itself rather than the
 * platform client, hence with the `/api` prefix).
 */
export const entryMediaUploadUrl = (type: EntityType, id: number) =>
  `/api${apiPath(CATALOG_PATHS.entryMedia, { type, id })}`;
export const roomMediaUploadUrl = (id: number) => `/api${apiPath(CATALOG_PATHS.roomMedia, { id })}`;

/** Path of an edit section's routes, e.g. `/user/locations/:id/basic`. */
export const ownerSectionPath = (kind: EntityType, section: string) =>
  `/user/${kind}s/:id/${section}` as const;

const detailPath = { location: CATALOG_PATHS.location, provider: CATALOG_PATHS.provider };
const listPath = { location: CATALOG_PATHS.locations, provider: CATALOG_PATHS.providers };
const sitemapPath = {
  location: CATALOG_PATHS.sitemapLocations,
  provider: CATALOG_PATHS.sitemapProviders,
};

/** The catalogue's public answers for a front end, typed as the routes declare them. */
export function catalogClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** One public location or provider; 404 for unknown or hidden ids. */
    entry: (kind: EntityType, id: number) =>
      http.get<EntryDetail>(apiPath(detailPath[kind], { id })),
    /** An own entry as it will look, waiting changes included (its owner only; else 404). */
    preview: (kind: EntityType, id: number) =>
      http.get<EntryDetail>(apiPath(OWNER_PATHS.preview, { type: kind, id })),
    /** A page of cards, best tier first; no category lists every public entry. */
    cards: (kind: EntityType, query: { page: number; per_page: number; category_id?: number }) =>
      http.get<CardPage>(withQuery(listPath[kind], query)),
    /** Cards of saved favourites in the given order; hidden or unknown ids are left out. */
    favourites: (ids: { locations: readonly number[]; providers: readonly number[] }) =>
      http.get<FavouriteCards>(
        withQuery(CATALOG_PATHS.favourites, {
          locations: ids.locations.join(','),
          providers: ids.providers.join(','),
        }),
      ),
    /** How many public entries a country category has, and the sitemap page size. */
    sitemapCounts: (country: number) =>
      http.get<EntrySitemapCounts>(withQuery(CATALOG_PATHS.sitemapCounts, { country })),
    /** Canonical paths of one sitemap page of a country's public entries. */
    sitemapPage: (kind: EntityType, country: number, page: number) =>
      http.get<EntrySitemapPage>(withQuery(sitemapPath[kind], { country, page })),
  };
}

/** The owners' area of the catalogue (user area), typed as the routes declare them. */
export function catalogOwnerClient(http: ApiWriteTransport) {
  return {
    /** The signed-in owner's entries with their status. */
    entries: () => http.get<OwnerEntries>(OWNER_PATHS.entries),
    /** Creates an entry and its owner account (201); 422 with the spec's messages. */
    createGuestEntry: (body: GuestEntryBody, sla = false) =>
      http.post<GuestEntryCreated>(sla ? OWNER_PATHS.guestEntrySla : OWNER_PATHS.guestEntry, body),
    section: (type: EntityType, id: number, section: string) =>
      http.get<SectionState>(apiPath(ownerSectionPath(type, section), { id })),
    saveSection: (
      type: EntityType,
      id: number,
      section: string,
      body: { version: number; values: Record<string, unknown> },
    ) => http.put<SectionState>(apiPath(ownerSectionPath(type, section), { id }), body),
    release: (type: EntityType, id: number) =>
      http.post<MessageAnswer>(apiPath(OWNER_PATHS.release, { type, id })),
    upgradeOffers: (type: EntityType, id: number) =>
      http.get<UpgradeOffers>(apiPath(OWNER_PATHS.upgrade, { type, id })),
    orderUpgrade: (type: EntityType, id: number, body: z.input<typeof upgradeOrderInput>) =>
      http.post<UpgradeOrdered>(apiPath(OWNER_PATHS.upgrade, { type, id }), body),
    rooms: (id: number) => http.get<OwnerRooms>(apiPath(OWNER_PATHS.rooms, { id })),
    addRoom: (id: number, body: { version: number; values: Record<string, unknown> }) =>
      http.post<OwnerRoomSaved>(apiPath(OWNER_PATHS.rooms, { id }), body),
    saveRoom: (
      id: number,
      roomId: number,
      body: { version: number; values: Record<string, unknown> },
    ) => http.put<OwnerRoomSaved>(apiPath(OWNER_PATHS.room, { id, roomId }), body),
    deleteRoom: (id: number, roomId: number, version: number) =>
      http.delete<OwnerRooms>(withQuery(apiPath(OWNER_PATHS.room, { id, roomId }), { version })),
    orderRooms: (id: number, body: { version: number; ids: number[] }) =>
      http.put<OwnerRooms>(apiPath(OWNER_PATHS.roomOrder, { id }), body),
  };
}

/** A guest entry creation's body as the route reads it. */
export type GuestEntryBody = z.input<typeof guestEntryInput>;
