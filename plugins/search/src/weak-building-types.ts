import type { PlatformServices } from '@eventalp/platform-sdk';

/**
 * Building types with weak_search 1 (they rank but never exclude, spec section 3). They change only
 * with the taxonomy: the reader asks the database at most once a minute.
 */
export function weakBuildingTypesReader(services: PlatformServices): () => Promise<Set<string>> {
  let weak: { at: number; ids: Set<string> } | null = null;
  return async () => {
    const now = services.now().getTime();
    if (!weak || now - weak.at > 60_000) {
      const ids: number[] = await services
        .db('taxonomy_terms')
        .where({ type: 4, weak_search: 1 })
        .pluck('id');
      weak = { at: now, ids: new Set(ids.map(String)) };
    }
    return weak.ids;
  };
}
