import type { PlatformServices, SearchDocument } from '@eventalp/platform-sdk';
import { CATALOGUE, type Catalogue, type EntryKind } from '@eventalp/plugin-catalog';
import { locationDocuments } from './location-documents';
import { providerDocuments } from './provider-documents';

/** Each kind of entry, its index and how its documents are built. */
export const ENTRY_INDEXES: Record<
  EntryKind,
  {
    index: string;
    documents(catalogue: Catalogue, ids: readonly number[] | null): Promise<SearchDocument[]>;
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
  const catalogue = services.service(CATALOGUE);
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = [...new Set(ids.slice(start, start + CHUNK))].sort((a, b) => a - b);
    // Two syncs of one entry (two workers, two quick edits) take turns from reading to writing,
    // so an older read can never overwrite a newer document. The lock ends with the transaction.
    await services.db.transaction(async (trx) => {
      await trx.raw(
        'select pg_advisory_xact_lock(hashtext(?), id) from unnest(?::int[]) as id order by id',
        [`search:${kind}`, chunk],
      );
      const documents = await documentsOf(catalogue, chunk);
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
