import type { PlatformServices } from '@eventalp/platform-sdk';
import { LOCATIONS } from '@eventalp/plugin-catalog';
import { locationDocuments } from './location-documents';

/** Brings the index up to date for these locations: public ones are (re)written, the rest removed. */
export async function syncLocations(
  services: PlatformServices,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  const documents = await locationDocuments(services.db, services.now(), ids);
  const present = new Set(documents.map((doc) => doc.id));
  await services.search.upsert('locations', documents);
  await services.search.delete(
    'locations',
    ids.map(String).filter((id) => !present.has(id)),
  );
}

/**
 * Locations whose release or expiry date fell between `from` (exclusive) and `to` (inclusive):
 * they became visible or hidden without anyone editing them.
 */
export async function locationsCrossingWindow(
  services: PlatformServices,
  from: Date,
  to: Date,
): Promise<number[]> {
  return services
    .db(LOCATIONS)
    .where((query) => query.where('release_at', '>', from).andWhere('release_at', '<=', to))
    .orWhere((query) => query.where('expires_at', '>', from).andWhere('expires_at', '<=', to))
    .pluck('id');
}
