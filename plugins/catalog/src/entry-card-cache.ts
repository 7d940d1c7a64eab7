import type { PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { loadCardsByIds, type EntryCard } from './entry-cards';
import type { EntryKind } from './entry-kind';

/**
 * Result cards kept for a few seconds: search pages show the same popular entries again and
 * again, and a card costs two queries. An edit shows on cards within `ttlMs`; an entry that
 * stops being public leaves the search index, so its cached card is no longer asked for.
 */
export class EntryCardCache {
  private readonly entries = new Map<string, { card: EntryCard | null; expires: number }>();

  constructor(
    private readonly services: Pick<PlatformServices, 'db' | 'now' | 'config'>,
    private readonly media: MediaLibrary,
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 20_000,
  ) {}

  /** Cards of the ids that are public, in the given order (like `loadCardsByIds`). */
  async cards(kind: EntryKind, ids: readonly number[]): Promise<EntryCard[]> {
    const clock = Date.now();
    const key = (id: number) => `${kind}:${id}`;
    const missing = ids.filter((id) => (this.entries.get(key(id))?.expires ?? 0) <= clock);
    if (missing.length > 0) {
      const { db, now, config } = this.services;
      const loaded = await loadCardsByIds(db, this.media, kind, missing, now(), config.brand);
      const byId = new Map(loaded.map((card) => [card.id, card]));
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
      .filter((card): card is EntryCard => card !== null);
  }
}
