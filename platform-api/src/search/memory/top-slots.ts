import type { Bitset } from './bitset';

/** Orders two slots: negative when `a` comes first. */
export type SlotOrder = (a: number, b: number) => number;

/**
 * The first `limit` slots of `set` in `order`, sorted. Keeps a bounded heap of the best so far,
 * so a deep page over 100,000 documents costs one comparison for most of them, not a full sort.
 */
export function topSlots(set: Bitset, total: number, limit: number, order: SlotOrder): number[] {
  if (limit <= 0) return [];
  if (limit * 2 >= total) {
    const all: number[] = [];
    set.forEach((slot) => all.push(slot));
    return all.sort(order).slice(0, limit);
  }
  // Max-heap by `order`: the worst kept slot sits on top and is the one to beat.
  const heap: number[] = [];
  const worse = (i: number, j: number) => order(heap[i]!, heap[j]!) > 0;
  const swap = (i: number, j: number) => {
    const kept = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = kept;
  };
  const siftDown = (start: number) => {
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let top = i;
      if (left < heap.length && worse(left, top)) top = left;
      if (right < heap.length && worse(right, top)) top = right;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  set.forEach((slot) => {
    if (heap.length < limit) {
      heap.push(slot);
      let i = heap.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (order(slot, heap[0]!) < 0) {
      heap[0] = slot;
      siftDown(0);
    }
  });
  return heap.sort(order);
}
