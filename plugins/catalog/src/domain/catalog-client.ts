import { apiPath, withQuery, type ApiTransport } from '@eventalp/platform-sdk/domain';
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
