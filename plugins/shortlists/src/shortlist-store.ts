import crypto from 'node:crypto';
import type { PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE, type EntryCard } from '@eventalp/plugin-catalog';
import {
  isShortlistId,
  shortlistExpiryCutoff,
  SHORTLIST_ID_BYTES,
  type ShortlistEntry,
} from './domain/shortlist-rules';
import { SHORTLISTS } from './shortlist-migrations';

const KINDS = ['location', 'provider'] as const;

/** The shared lists over the plugin's table; entries are read through the catalogue's service. */
export class ShortlistStore {
  constructor(private readonly services: PlatformServices) {}

  /** The entries among `entries` that are public now, in their order. */
  async publicOnly(entries: readonly ShortlistEntry[]): Promise<ShortlistEntry[]> {
    const catalogue = this.services.service(CATALOGUE);
    const visible = new Set<string>();
    for (const kind of KINDS) {
      const ids = entries.filter((entry) => entry.type === kind).map((entry) => entry.id);
      if (ids.length === 0) continue;
      for (const row of await catalogue.publicEntries(kind, ids, []))
        visible.add(`${kind}:${row.id}`);
    }
    return entries.filter((entry) => visible.has(`${entry.type}:${entry.id}`));
  }

  /** Stores a new list under a fresh random id and answers the id. */
  async create(entries: readonly ShortlistEntry[]): Promise<string> {
    const id = crypto.randomBytes(SHORTLIST_ID_BYTES).toString('base64url');
    const now = this.services.now();
    await this.services.db(SHORTLISTS).insert({
      id,
      entries: JSON.stringify(entries.map(({ type, id: entryId }) => ({ type, id: entryId }))),
      created_at: now,
      last_visited_at: now,
    });
    return id;
  }

  /**
   * A visit: the list's entries, its expiry moved 90 days on; null for an unknown or expired id
   * (an expired row stays until the cleanup deletes it).
   */
  async visit(id: string): Promise<ShortlistEntry[] | null> {
    if (!isShortlistId(id)) return null;
    const now = this.services.now();
    const [row] = (await this.services
      .db(SHORTLISTS)
      .where({ id })
      .where('last_visited_at', '>', shortlistExpiryCutoff(now))
      .update({ last_visited_at: now })
      .returning(['entries'])) as { entries: ShortlistEntry[] }[];
    return row ? row.entries : null;
  }

  /** Cards of the public entries, in the list's order, named in the language of `locale`. */
  async cards(
    entries: readonly ShortlistEntry[],
    locale: string,
  ): Promise<{ locations: EntryCard[]; providers: EntryCard[] }> {
    const visible = await this.publicOnly(entries);
    const catalogue = this.services.service(CATALOGUE);
    const ids = (kind: ShortlistEntry['type']) =>
      visible.filter((entry) => entry.type === kind).map((entry) => entry.id);
    const [locations, providers] = await Promise.all([
      catalogue.cards('location', ids('location'), locale),
      catalogue.cards('provider', ids('provider'), locale),
    ]);
    return { locations, providers };
  }

  /** Deletes the lists nobody opened for 90 days; answers how many. */
  async deleteExpired(): Promise<number> {
    return this.services
      .db(SHORTLISTS)
      .where('last_visited_at', '<=', shortlistExpiryCutoff(this.services.now()))
      .delete();
  }
}
