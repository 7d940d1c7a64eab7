import type { Bitset } from './bitset';

/** Orders two slots: negative when `a` comes first. */
export type SlotOrder = (a: number, b: number) => number;

/**
 * The slots of `set` at ranks `from` (inclusive) to `to` (exclusive) in `order`, sorted.
 * A partial quicksort: partitions that do not overlap the wanted ranks are never sorted, so a
 * page deep into 100,000 documents costs about two passes over them, not a full sort.
 */
export function pageSlots(
  set: Bitset,
  total: number,
  from: number,
  to: number,
  order: SlotOrder,
): number[] {
  const end = Math.min(to, total);
  if (from >= end) return [];
  const slots = new Int32Array(total);
  let n = 0;
  const { words } = set;
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    while (word !== 0) {
      const lowest = word & -word;
      slots[n++] = (i << 5) + 31 - Math.clz32(lowest);
      word ^= lowest;
    }
  }
  partialSort(slots, 0, n - 1, from, end - 1, order);
  return Array.from(slots.subarray(from, end));
}

function partialSort(
  a: Int32Array,
  low: number,
  high: number,
  from: number,
  to: number,
  order: SlotOrder,
): void {
  let lo = low;
  let hi = high;
  while (hi - lo > 16) {
    if (hi < from || lo > to) return;
    const pivot = medianOfThree(a[lo]!, a[(lo + hi) >>> 1]!, a[hi]!, order);
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (order(a[i]!, pivot) < 0) i++;
      while (order(a[j]!, pivot) > 0) j--;
      if (i <= j) {
        const kept = a[i]!;
        a[i] = a[j]!;
        a[j] = kept;
        i++;
        j--;
      }
    }
    // [lo, j] <= pivot <= [i, hi]: sort the smaller side that matters, loop on the other.
    const leftMatters = j >= from && lo <= to;
    const rightMatters = hi >= from && i <= to;
    if (leftMatters && rightMatters) {
      if (j - lo < hi - i) {
        partialSort(a, lo, j, from, to, order);
        lo = i;
      } else {
        partialSort(a, i, hi, from, to, order);
        hi = j;
      }
    } else if (leftMatters) hi = j;
    else if (rightMatters) lo = i;
    else return;
  }
  for (let i = lo + 1; i <= hi; i++) {
    const value = a[i]!;
    let j = i - 1;
    while (j >= lo && order(a[j]!, value) > 0) {
      a[j + 1] = a[j]!;
      j--;
    }
    a[j + 1] = value;
  }
}

function medianOfThree(x: number, y: number, z: number, order: SlotOrder): number {
  if (order(x, y) < 0) {
    if (order(y, z) < 0) return y;
    return order(x, z) < 0 ? z : x;
  }
  if (order(x, z) < 0) return x;
  return order(y, z) < 0 ? z : y;
}
