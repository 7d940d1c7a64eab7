import type { Knex } from 'knex';
import type { EventDefinition, PlatformServices } from '@eventalp/platform-sdk';
import type { EntryKind } from './entry-kind';

/** The platform event every catalogue write publishes (search indexes, caches and the like listen). */
export const ENTRIES_CHANGED = 'catalog.entries.changed';

/** Payload of `catalog.entries.changed`: which entries of one kind changed (at most 500 ids). */
export interface EntriesChanged {
  kind: EntryKind;
  ids: number[];
}

export const catalogEvents: EventDefinition[] = [
  {
    name: ENTRIES_CHANGED,
    description:
      'Locations or providers changed: their own row, taxonomy links, rooms (as their location), media, release state',
  },
];

const IDS_PER_EVENT = 500;

/**
 * The catalogue's write API: every path that changes an entry (its row, taxonomy links, rooms,
 * media, approval or release dates) calls this with the entries it touched, inside its
 * transaction when it has one, so listeners hear of committed changes only. A room change is a
 * change of its location. Seeds do not call it: the search plugin's seed rebuilds every index after
 * them anyway.
 */
export async function markEntriesChanged(
  services: Pick<PlatformServices, 'events'>,
  kind: EntryKind,
  ids: readonly number[],
  trx?: Knex.Transaction,
): Promise<void> {
  const unique = [...new Set(ids)];
  for (let start = 0; start < unique.length; start += IDS_PER_EVENT) {
    const payload: EntriesChanged = { kind, ids: unique.slice(start, start + IDS_PER_EVENT) };
    await services.events.publish(ENTRIES_CHANGED, payload, trx);
  }
}
