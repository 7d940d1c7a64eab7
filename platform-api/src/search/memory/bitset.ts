/**
 * A fixed-size set of document slots, one bit each. Every operation works word by word on
 * 32-bit words, so intersecting or counting the whole catalogue costs a few thousand steps.
 */
export class Bitset {
  readonly words: Uint32Array;

  constructor(wordCount: number) {
    this.words = new Uint32Array(wordCount);
  }

  static full(slotCount: number, wordCount: number): Bitset {
    const set = new Bitset(wordCount);
    set.words.fill(0xffffffff, 0, slotCount >>> 5);
    const rest = slotCount & 31;
    if (rest > 0) set.words[slotCount >>> 5] = (1 << rest) - 1;
    return set;
  }

  /** A copy with `wordCount` words: truncated or padded with zeros. */
  resized(wordCount: number): Bitset {
    const copy = new Bitset(wordCount);
    copy.words.set(this.words.length > wordCount ? this.words.subarray(0, wordCount) : this.words);
    return copy;
  }

  clone(): Bitset {
    return this.resized(this.words.length);
  }

  has(slot: number): boolean {
    return (this.words[slot >>> 5]! & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  remove(slot: number): void {
    this.words[slot >>> 5]! &= ~(1 << (slot & 31));
  }

  /** Keeps only the slots that are also in `other` (missing words count as empty). */
  intersect(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    const shared = Math.min(words.length, theirs.length);
    for (let i = 0; i < shared; i++) words[i]! &= theirs[i]!;
    words.fill(0, shared);
    return this;
  }

  /** Adds every slot of `other`. */
  union(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    const shared = Math.min(words.length, theirs.length);
    for (let i = 0; i < shared; i++) words[i]! |= theirs[i]!;
    return this;
  }

  /** Removes every slot of `other`. */
  subtract(other: Bitset): this {
    const { words } = this;
    const theirs = other.words;
    const shared = Math.min(words.length, theirs.length);
    for (let i = 0; i < shared; i++) words[i]! &= ~theirs[i]!;
    return this;
  }

  count(): number {
    let total = 0;
    const { words } = this;
    for (let i = 0; i < words.length; i++) total += popcount(words[i]!);
    return total;
  }

  /** Size of the intersection with `other`, without building it. */
  countAnd(other: Bitset): number {
    let total = 0;
    const { words } = this;
    const theirs = other.words;
    const shared = Math.min(words.length, theirs.length);
    for (let i = 0; i < shared; i++) {
      const word = words[i]! & theirs[i]!;
      if (word !== 0) total += popcount(word);
    }
    return total;
  }

  /** Calls `visit` for every slot in ascending order. */
  forEach(visit: (slot: number) => void): void {
    const { words } = this;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        visit((i << 5) + 31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }
}

/** Number of set bits in a 32-bit word. */
export function popcount(word: number): number {
  let n = word - ((word >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (Math.imul((n + (n >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
