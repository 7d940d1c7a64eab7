import type { FacetCount } from '@eventalp/platform-sdk';
import type { Bitset } from './bitset';
import type { KeywordColumn } from './column-index';

/** Counts per value inside `scope`: by walking its slots when few, else by posting intersections. */
export function countFacet(column: KeywordColumn, scope: Bitset): FacetCount[] {
  const counts = new Array<number>(column.values.length).fill(0);
  const size = scope.count();
  if (size * 128 < column.values.length * scope.words.length) {
    const { pool, starts, lengths } = column;
    scope.forEach((slot) => {
      for (let i = starts[slot]!, end = i + lengths[slot]!; i < end; i++) counts[pool[i]!]!++;
    });
  } else {
    for (let code = 0; code < counts.length; code++)
      counts[code] = scope.countAnd(column.postings[code]!);
  }
  const facet: FacetCount[] = [];
  counts.forEach((count, code) => {
    if (count > 0) facet.push({ value: column.values[code]!, count });
  });
  return facet.sort((a, b) =>
    a.count !== b.count ? b.count - a.count : a.value < b.value ? -1 : a.value > b.value ? 1 : 0,
  );
}
