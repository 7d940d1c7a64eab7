import type { Knex } from 'knex';
import type { MediaLibrary } from '@eventalp/plugin-media';
import type { TaxonomyLanguage } from '@eventalp/plugin-taxonomy/domain';
import type { EntryDetail } from './domain/entry-detail-answers';
import { readEntryDetailRows } from './entry-detail-rows';
import { entryDetailView } from './entry-detail-view';
import type { EntryKind } from './entry-kind';

export type { EntryDetail } from './domain/entry-detail-answers';

/**
 * Everything a visitor sees about one public location or provider, or null when it does not exist
 * or is not public: the rows as read, reshaped by `entryDetailView`. Taxonomy names (category,
 * region, terms) are in `language`; the content itself is German.
 */
export async function loadEntryDetail(
  db: Knex,
  media: MediaLibrary,
  kind: EntryKind,
  id: number,
  now: Date,
  product: string,
  language: TaxonomyLanguage = 'de',
): Promise<EntryDetail | null> {
  const rows = await readEntryDetailRows(db, media, kind, id, now, 'public', language);
  return rows && entryDetailView(kind, id, rows, product);
}
