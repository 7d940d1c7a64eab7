import type { PlatformClient } from '@eventalp/shell-kit';
import type { CardPage, EntityType, EntryDetail, FavouriteCards } from './catalogTypes';

/** Cards per grid page: the old search's page size, so legacy page numbers still fit. */
export const GRID_PAGE_SIZE = 36;

const collection = (kind: EntityType) => (kind === 'location' ? 'locations' : 'providers');

/** One public location or provider; the API answers 404 for unknown or hidden ids. */
export function fetchEntryDetail(http: PlatformClient, kind: EntityType, id: number) {
  return http.get<EntryDetail>(`/guest/${collection(kind)}/${id}`);
}

/** A page of cards, best tier first; no category lists every public entry. */
export function fetchCardPage(
  http: PlatformClient,
  kind: EntityType,
  options: { categoryId?: number; page: number },
) {
  const query = new URLSearchParams({
    page: String(options.page),
    per_page: String(GRID_PAGE_SIZE),
  });
  if (options.categoryId) query.set('category_id', String(options.categoryId));
  return http.get<CardPage>(`/guest/${collection(kind)}?${query}`);
}

/** Cards of saved favourites, in the given order; hidden or unknown ids are left out. */
export function fetchFavouriteCards(
  http: PlatformClient,
  ids: { locations: number[]; providers: number[] },
) {
  const query = new URLSearchParams({
    locations: ids.locations.join(','),
    providers: ids.providers.join(','),
  });
  return http.get<FavouriteCards>(`/guest/favourites?${query}`);
}
