/** Saved favourites (spec section 3, "Favourites"): ids of locations and providers. */
export interface Favourites {
  locations: number[];
  providers: number[];
}

export type FavouriteKind = keyof Favourites;

/** localStorage key the spec names. */
export const FAVOURITES_STORAGE_KEY = 'favorites';

export const NO_FAVOURITES: Favourites = Object.freeze({
  locations: [],
  providers: [],
}) as Favourites;

const isIdList = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id) && id > 0);

/**
 * The stored value read back: null (nothing stored) gives no favourites; anything that is not
 * `{ locations: number[], providers: number[] }` is `corrupt` (the caller removes and logs it).
 */
export function parseFavourites(raw: string | null): { favourites: Favourites; corrupt: boolean } {
  if (raw === null) return { favourites: NO_FAVOURITES, corrupt: false };
  try {
    const value = JSON.parse(raw) as Partial<Favourites> | null;
    if (value && isIdList(value.locations) && isIdList(value.providers)) {
      return {
        favourites: { locations: value.locations, providers: value.providers },
        corrupt: false,
      };
    }
  } catch {
    // falls through: not JSON at all
  }
  return { favourites: NO_FAVOURITES, corrupt: true };
}

/** Toggles one id (spec section 4): an id not in the list is added, one in it removed. */
export function toggleFavourite(
  favourites: Favourites,
  kind: FavouriteKind,
  id: number,
): { favourites: Favourites; added: boolean } {
  const list = favourites[kind];
  const added = !list.includes(id);
  const next = added ? [...list, id] : list.filter((saved) => saved !== id);
  return { favourites: { ...favourites, [kind]: next }, added };
}

/** Drops ids from the saved lists (entries that are gone or hidden). */
export function withoutFavourites(favourites: Favourites, gone: Favourites): Favourites {
  return {
    locations: favourites.locations.filter((id) => !gone.locations.includes(id)),
    providers: favourites.providers.filter((id) => !gone.providers.includes(id)),
  };
}

export const hasAnyFavourite = (favourites: Favourites): boolean =>
  favourites.locations.length + favourites.providers.length > 0;

/** A bookmarkable item (spec section 3): the confirmation names it by short name, else name. */
export interface BookmarkableItem {
  id: number;
  entity_type: string;
  name: string;
  short_name?: string | null;
}

/** 'location' entries go to locations, everything else to providers (spec section 3). */
export const favouriteKindOf = (item: Pick<BookmarkableItem, 'entity_type'>): FavouriteKind =>
  item.entity_type === 'location' ? 'locations' : 'providers';
