import { catalogClient, type EntityType } from '@eventalp/plugin-catalog/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

/** Cards per grid page: the old search's page size, so legacy page numbers still fit. */
export const GRID_PAGE_SIZE = 36;

/** One public location or provider; the API answers 404 for unknown or hidden ids. */
export function fetchEntryDetail(http: PlatformClient, kind: EntityType, id: number) {
  return catalogClient(http).entry(kind, id);
}

/** The owner's preview of an own entry (waiting changes included); 404 for anyone else. */
export function fetchEntryPreview(http: PlatformClient, kind: EntityType, id: number) {
  return catalogClient(http).preview(kind, id);
}

/** A page of cards, best tier first; no category lists every public entry. */
export function fetchCardPage(
  http: PlatformClient,
  kind: EntityType,
  options: { categoryId?: number; page: number },
) {
  return catalogClient(http).cards(kind, {
    page: options.page,
    per_page: GRID_PAGE_SIZE,
    category_id: options.categoryId || undefined,
  });
}

/** Cards of saved favourites, in the given order; hidden or unknown ids are left out. */
export function fetchFavouriteCards(
  http: PlatformClient,
  ids: { locations: number[]; providers: number[] },
) {
  return catalogClient(http).favourites(ids);
}
