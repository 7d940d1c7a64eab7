import type { CommandDefinition, PlatformServices, SearchEngine } from '@eventalp/platform-sdk';
import { CATALOGUE, type Catalogue, type EntryKind } from '@eventalp/plugin-catalog';
import { allLocationDocuments } from './location-documents';
import { allProviderDocuments } from './provider-documents';
import { ENTRY_INDEXES, syncEntries } from './sync-entries';

/** How one index differs from the public catalogue. */
export interface IndexDifference {
  index: string;
  kind: EntryKind;
  /** Public entries in the catalogue. */
  public: number;
  /** Documents in the index. */
  indexed: number;
  /** Public entries without a document. */
  missing: number[];
  /** Documents of entries that are no longer public (or gone). */
  stale: number[];
  /** Documents without `entry_id` (written before it existed): only a rebuild reaches them. */
  unlisted: number;
}

export const inSync = (difference: IndexDifference) =>
  difference.missing.length === 0 && difference.stale.length === 0 && difference.unlisted === 0;

/** Largest page the engines answer (the port's limit). */
const BATCH = 10_000;

/** Every entry id in an index, read through the port in id order (10,000 at a time). */
async function indexedIds(search: SearchEngine, index: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let afterId = 0; ;) {
    const page = await search.query({
      index,
      filters: [{ field: 'entry_id', min: afterId + 1 }],
      facets: [],
      sort: [{ field: 'entry_id', order: 'asc' }],
      perPage: BATCH,
      fields: ['entry_id'],
    });
    for (const hit of page.hits) ids.add(Number(hit.id));
    if (page.hits.length < BATCH) return ids;
    afterId = Number(page.hits[page.hits.length - 1]!.document.entry_id);
  }
}

/** Every public entry id of one kind, read 10,000 at a time. */
async function publicIds(catalogue: Catalogue, kind: EntryKind): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let after = 0; ;) {
    const page = await catalogue.publicIds(kind, after, BATCH);
    for (const id of page) ids.add(id);
    if (page.length < BATCH) return ids;
    after = page[page.length - 1]!;
  }
}

/** Compares each entry index with the entries a visitor may see now. */
export async function compareIndexes(services: PlatformServices): Promise<IndexDifference[]> {
  const differences: IndexDifference[] = [];
  const catalogue = services.service(CATALOGUE);
  for (const kind of Object.keys(ENTRY_INDEXES) as EntryKind[]) {
    const { index } = ENTRY_INDEXES[kind];
    const expected = await publicIds(catalogue, kind);
    const indexed = await indexedIds(services.search, index);
    const count = await services.search.count(index);
    differences.push({
      index,
      kind,
      public: expected.size,
      indexed: count,
      missing: [...expected].filter((id) => !indexed.has(id)).sort((a, b) => a - b),
      stale: [...indexed].filter((id) => !expected.has(id)).sort((a, b) => a - b),
      unlisted: count - indexed.size,
    });
  }
  return differences;
}

const fullRebuild = {
  locations: allLocationDocuments,
  providers: allProviderDocuments,
} as const;

/** Repairs what `compareIndexes` found: re-syncs the named entries, rebuilds when some are unlisted. */
export async function repairIndex(
  services: PlatformServices,
  difference: IndexDifference,
): Promise<void> {
  if (difference.unlisted > 0) {
    const documents = fullRebuild[difference.index as keyof typeof fullRebuild];
    await services.search.rebuild(difference.index, documents(services.service(CATALOGUE)));
    return;
  }
  await syncEntries(services, difference.kind, [...difference.missing, ...difference.stale]);
}

function idList(ids: number[]): string {
  const shown = ids.slice(0, 20).join(', ');
  return ids.length > 20 ? `${shown}, … (${ids.length - 20} more)` : shown;
}

/** One line per index, e.g. `locations: 4000 public, 3999 indexed; missing 1 (17); stale 0`. */
export function describeDifference(difference: IndexDifference): string {
  const head = `${difference.index}: ${difference.public} public, ${difference.indexed} indexed`;
  if (inSync(difference)) return `${head}; in sync`;
  const parts = [
    `missing ${difference.missing.length}${difference.missing.length ? ` (${idList(difference.missing)})` : ''}`,
    `stale ${difference.stale.length}${difference.stale.length ? ` (${idList(difference.stale)})` : ''}`,
  ];
  if (difference.unlisted > 0)
    parts.push(`${difference.unlisted} documents without entry_id (run a full reindex)`);
  return `${head}; ${parts.join('; ')}`;
}

/**
 * `search:check [--fix]`: reports per index the public entries missing from it and the documents
 * of entries no longer public; exits 1 when any differ. `--fix` repairs them and checks again.
 */
export function searchCheckCommand(services: PlatformServices): CommandDefinition {
  return {
    name: 'search:check',
    usage:
      'search:check [--fix]    compare the search indexes with the public catalogue (exit 1 on a difference); --fix repairs',
    async run(args) {
      const found = await compareIndexes(services);
      const lines = found.map(describeDifference);
      if (found.every(inSync)) return { output: lines.join('\n'), exitCode: 0 };
      if (!args.includes('--fix')) return { output: lines.join('\n'), exitCode: 1 };
      for (const difference of found.filter((d) => !inSync(d)))
        await repairIndex(services, difference);
      const after = await compareIndexes(services);
      lines.push('Repaired; now:', ...after.map(describeDifference));
      return { output: lines.join('\n'), exitCode: after.every(inSync) ? 0 : 1 };
    },
  };
}
