import type { PlatformServices, SearchDocument } from '@eventalp/platform-sdk';
import { entryKinds, type EntryKind } from '@eventalp/plugin-catalog';
import { locationDocuments } from './location-documents';
import { providerDocuments } from './provider-documents';

/** Each kind of entry, its index and how its documents are built. */
export const ENTRY_INDEXES: Record<
  EntryKind,
  {
    index: string;
    documents(
      db: PlatformServices['db'],
      now: Date,
      ids?: readonly number[],
    ): Promise<SearchDocument[]>;
  }
> = {
  location: { index: 'locations', documents: locationDocuments },
  provider: { index: 'providers', documents: providerDocuments },
};

const CHUNK = 500;

/** Brings an index up to date for these entries: public ones are (re)written, the rest removed. */
export async function syncEntries(
  services: PlatformServices,
  kind: EntryKind,
  ids: readonly number[],
): Promise<void> {
  const { index, documents: documentsOf } = ENTRY_INDEXES[kind];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = [...new Set(ids.slice(start, start + CHUNK))].sort((a, b) => a - b);
    // Two syncs of one entry (two workers, two quick edits) take turns from reading to writing,
    // so an older read can never overwrite a newer document. The lock ends with the transaction.
    await services.db.transaction(async (trx) => {
      await trx.raw(
        'select pg_advisory_xact_lock(hashtext(?), id) from unnest(?::int[]) as id order by id',
        [`search:${kind}`, chunk],
      );
      const documents = await documentsOf(services.db, services.now(), chunk);
      const present = new Set(documents.map((doc) => doc.id));
      await services.search.upsert(index, documents);
      await services.search.delete(
        index,
        chunk.map(String).filter((id) => !present.has(id)),
      );
    });
  }
}

/** `syncEntries` for locations. */
export const syncLocations = (services: PlatformServices, ids: readonly number[]) =>
  syncEntries(services, 'location', ids);

/** `syncEntries` for providers. */
export const syncProviders = (services: PlatformServices, ids: readonly number[]) =>
  syncEntries(services, 'provider', ids);

/**
 * Entries whose release or expiry date fell between `from` (exclusive) and `to` (inclusive):
 * they became visible or hidden without anyone editing them.
 */
export async function entriesCrossingWindow(
  services: PlatformServices,
  kind: EntryKind,
  from: Date,
  to: Date,
): Promise<number[]> {
  return services
    .db(entryKinds[kind].table)
    .where((query) => query.where('release_at', '>', from).andWhere('release_at', '<=', to))
    .orWhere((query) => query.where('expires_at', '>', from).andWhere('expires_at', '<=', to))
    .pluck('id');
}
