import { createServiceRef, type PlatformServices } from '@eventalp/platform-sdk';
import { TERMS } from './taxonomy-migrations';

/** Taxonomy type of places (towns with coordinates, postcode, canton or state). */
const PLACE_TYPE = 29;
/** Taxonomy type of building types; those with weak_search 1 rank but never exclude. */
const BUILDING_TYPE = 4;

/** What other plugins ask the taxonomy about places and search weights. */
export interface TaxonomyPlaces {
  /** Coordinates of a place, null when it is unknown or has none. */
  position(placeId: number): Promise<{ lat: number; lng: number } | null>;
  /**
   * Coordinates of the place a visitor typed: a postcode or a name (any case; the lowest id wins
   * among equal names), null when none with coordinates matches.
   */
  positionOf(postcodeOrName: string): Promise<{ lat: number; lng: number } | null>;
  /** Ids of the building types with weak_search 1 (spec section 3), read at most once a minute. */
  weakBuildingTypes(): Promise<ReadonlySet<string>>;
}

export const TAXONOMY_PLACES = createServiceRef<TaxonomyPlaces>('taxonomy.places');

export function taxonomyPlaces(services: PlatformServices): TaxonomyPlaces {
  let weak: { at: number; ids: ReadonlySet<string> } | null = null;
  return {
    async position(placeId) {
      const place = await services
        .db(TERMS)
        .where({ id: placeId, type: PLACE_TYPE })
        .first('lat', 'lng');
      return place && place.lat !== null ? { lat: place.lat, lng: place.lng } : null;
    },
    async positionOf(postcodeOrName) {
      const typed = postcodeOrName.trim();
      const place = await services
        .db(TERMS)
        .where({ type: PLACE_TYPE })
        .whereNotNull('lat')
        .where((query) => query.where({ zip: typed }).orWhereRaw('lower(name) = lower(?)', [typed]))
        .orderBy('id')
        .first('lat', 'lng');
      return place ? { lat: place.lat, lng: place.lng } : null;
    },
    async weakBuildingTypes() {
      const now = services.now().getTime();
      if (!weak || now - weak.at > 60_000) {
        const ids: number[] = await services
          .db(TERMS)
          .where({ type: BUILDING_TYPE, weak_search: 1 })
          .pluck('id');
        weak = { at: now, ids: new Set(ids.map(String)) };
      }
      return weak.ids;
    },
  };
}
