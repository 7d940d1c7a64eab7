import { NotFoundError, type PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';
import type { EntryDetail } from '../domain/entry-detail-answers';
import { ENTRY_KINDS } from '../domain/entry-vocabulary';
import { ENTRY_SECTIONS } from '../domain/owner/section-fields';
import { readEntryDetailRows } from '../entry-detail-rows';
import { entryDetailView } from '../entry-detail-view';
import { entryKinds, type EntryKind } from '../entry-kind';
import { PENDING_CHANGES } from './owner-migrations';

/** The media collections of each kind's sections (photos, header, logo, contact image, ...). */
const mediaCollections = Object.fromEntries(
  ENTRY_KINDS.map((kind) => [
    kind,
    Object.values(ENTRY_SECTIONS[kind])
      .flat()
      .flatMap((field) => (field.kind === 'media' ? [field.collection] : [])),
  ]),
) as Record<EntryKind, string[]>;

/**
 * The detail page of an entry as it will look once its waiting changes are approved: read whatever
 * its release state, with pending name, category and images laid over the stored ones.
 */
export async function previewDetail(
  services: Pick<PlatformServices, 'db' | 'now'>,
  media: MediaLibrary,
  kind: EntryKind,
  id: number,
  product: string,
): Promise<EntryDetail> {
  const { db } = services;
  const rows = await readEntryDetailRows(db, media, kind, id, services.now(), 'any');
  if (!rows) throw new NotFoundError();
  const pending: { changes: Record<string, unknown> }[] = await db(PENDING_CHANGES)
    .where({ entry_type: kind, entry_id: id, status: 'pending', kind: 'change' })
    .orderBy('id')
    .select('changes');
  for (const { changes } of pending) {
    if (typeof changes.full_name === 'string') rows.entry.full_name = changes.full_name;
    if (typeof changes.category_id === 'number') {
      const category = await db(TAXONOMY_TERMS)
        .where({ id: changes.category_id })
        .first('id', 'name', 'slug');
      if (category)
        Object.assign(rows.entry, {
          category_id: category.id,
          category_name: category.name,
          category_slug: category.slug,
        });
    }
    for (const collection of mediaCollections[kind]) {
      if (!Array.isArray(changes[collection])) continue;
      const wanted = changes[collection] as {
        id: number;
        slot: string | null;
        title: string | null;
      }[];
      const views = await media.itemsByIds(
        { type: entryKinds[kind].owner, id },
        wanted.map((photo) => photo.id),
      );
      rows.media.set(
        collection,
        views.map((view, i) => ({ ...view, slot: wanted[i]!.slot, title: wanted[i]!.title })),
      );
    }
  }
  return entryDetailView(kind, id, rows, product);
}
