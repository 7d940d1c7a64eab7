import type { Knex } from 'knex';
import type { EventDefinition, PlatformServices, SearchDocument } from '@eventalp/platform-sdk';
import { BUNDLES } from '../editing/editing-migrations';
import { PACKAGE_INDEX } from './package-index';
import { packageDocuments } from './package-documents';

/** The event every write that changes what a venue's packages offer publishes (the index listens). */
export const VENUE_PACKAGES_CHANGED = 'packages.venue-packages.changed';

/** Payload of `packages.venue-packages.changed`: the venues whose packages to index again. */
export interface VenuePackagesChanged {
  locationIds: number[];
}

export const packagesEvents: EventDefinition[] = [
  {
    name: VENUE_PACKAGES_CHANGED,
    description:
      "A venue's packages, halls, profile, calendar or bookings changed: what its packages offer and when they are free",
  },
];

/**
 * Tells the package index that these venues changed (inside `trx` when the write has one, so only
 * committed changes are heard). Packages, halls, the profile's persons, calendar entries and
 * bookings all decide what the search finds.
 */
export async function markVenuePackagesChanged(
  services: Pick<PlatformServices, 'events'>,
  locationIds: readonly number[],
  trx?: Knex.Transaction,
): Promise<void> {
  const payload: VenuePackagesChanged = { locationIds: [...new Set(locationIds)] };
  if (payload.locationIds.length > 0)
    await services.events.publish(VENUE_PACKAGES_CHANGED, payload, trx);
}

const today = (services: PlatformServices) => services.now().toISOString().slice(0, 10);
const CHUNK = 200;

/**
 * Brings the package index up to date for these venues: their published packages of a public
 * venue are (re)written, their other documents removed. Two syncs of one venue take turns from
 * reading to writing, so an older read never overwrites a newer document.
 */
export async function syncVenuePackages(
  services: PlatformServices,
  locationIds: readonly number[],
): Promise<void> {
  const unique = [...new Set(locationIds)].sort((a, b) => a - b);
  for (let start = 0; start < unique.length; start += CHUNK) {
    const chunk = unique.slice(start, start + CHUNK);
    await services.db.transaction(async (trx) => {
      await trx.raw(
        'select pg_advisory_xact_lock(hashtext(?), id) from unnest(?::int[]) as id order by id',
        [`search:${PACKAGE_INDEX}`, chunk],
      );
      const documents = await packageDocuments(services, chunk, today(services));
      const present = new Set(documents.map((doc) => doc.id));
      const indexed = await services.search.query({
        index: PACKAGE_INDEX,
        filters: [{ field: 'location_id', anyOf: chunk.map(String) }],
        perPage: 10_000,
        fields: [],
      });
      await services.search.upsert(PACKAGE_INDEX, documents);
      await services.search.delete(
        PACKAGE_INDEX,
        indexed.hits.map((hit) => hit.id).filter((id) => !present.has(id)),
      );
    });
  }
}

/** Every published package of a public venue, in batches of venues, for a full rebuild. */
export async function* allPackageDocuments(
  services: PlatformServices,
): AsyncIterable<SearchDocument[]> {
  const day = today(services);
  for (let after = 0; ;) {
    const ids: number[] = (
      await services
        .db(BUNDLES)
        .where({ state: 'published' })
        .where('location_id', '>', after)
        .distinct('location_id')
        .orderBy('location_id')
        .limit(CHUNK)
    ).map((row: { location_id: number }) => row.location_id);
    if (ids.length === 0) return;
    yield await packageDocuments(services, ids, day);
    after = ids[ids.length - 1]!;
  }
}
