import { cardIn, type EntryCard, type NamedCard } from './entry-cards';
import type { EntryKind } from './entry-kind';

/** Loads the cards of the public entries among `ids` (`loadNamedCardsByIds`). */
export type NamedCardLoader = (kind: EntryKind, ids: readonly number[]) => Promise<NamedCard[]>;

/**
 * Result cards kept for a few seconds: search pages show the same popular entries again and
 * again, and a card costs two queries. An edit shows on cards within `ttlMs`; an entry that
 * stops being public leaves the search index, so its cached card is no longer asked for. Each
 * card is kept once with its taxonomy names in every language (`NamedCard`) and answered in the
 * request's language, so visitors of every language share the same copies.
 */
export class EntryCardCache {
  private readonly entries = new Map<string, { card: NamedCard | null; expires: number }>();

  constructor(
    private readonly load: NamedCardLoader,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  /**
   * Cards of the ids that are public, in the given order (like `loadCardsByIds`), with their
   * taxonomy names in the language of `locale`.
   */
  async cards(kind: EntryKind, ids: readonly number[], locale: string): Promise<EntryCard[]> {
    const clock = Date.now();
    const key = (id: number) => `${kind}:${id}`;
    const missing = ids.filter((id) => (this.entries.get(key(id))?.expires ?? 0) <= clock);
    if (missing.length > 0) {
      const loaded = await this.load(kind, missing);
      const byId = new Map(loaded.map((named) => [named.card.id, named]));
      for (const id of missing) {
        this.entries.delete(key(id));
        this.entries.set(key(id), { card: byId.get(id) ?? null, expires: clock + this.ttlMs });
      }
      // Oldest first in insertion order: trim from the front.
      for (const old of this.entries.keys()) {
        if (this.entries.size <= this.maxEntries) break;
        this.entries.delete(old);
      }
    }
    return ids
      .map((id) => this.entries.get(key(id))?.card ?? null)
      .filter((named): named is NamedCard => named !== null)
      .map((named) => cardIn(named, locale));
  }
}
