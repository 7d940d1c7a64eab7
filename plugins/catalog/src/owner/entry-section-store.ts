import type { Knex } from 'knex';
import { messages, ValidationError } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { TAXONOMY_TERMS } from '@eventalp/plugin-taxonomy';
import { ENTRY_TERMS, PARTNER_LOCATIONS } from '../catalog-migrations';
import { ownerMessages } from '../domain/owner/owner-messages';
import { youtubeId } from '../domain/owner/section-schemas';
import type { SectionField } from '../domain/owner/section-fields';
import { entryKinds, type EntryKind } from '../entry-kind';
import { publicEntries } from '../public-entries';
import { entryModels, EntryFaq, type Location, type OwnedEntry } from './entry-models';

/** Where staged uploads wait until a photos or documents section lists them. */
export const stagingCollection = (collection: string) => `staged_${collection}`;

/** The region taxonomy type of each country category (26 cantons, 27 German and 28 Austrian states). */
const REGION_TYPE: Record<number, number> = { 1: 26, 2: 27, 3: 28 };

type Values = Record<string, unknown>;

const isColumn = (field: SectionField, section: string) =>
  section !== 'faq' &&
  !['terms', 'distances', 'videos', 'media', 'partner_locations'].includes(field.kind);

/**
 * Reads and writes an entry's edit sections: entry columns through the Objection aggregate, FAQ,
 * distances and videos as its relations, taxonomy links, partner locations and media.
 */
export class EntrySectionStore {
  constructor(
    private readonly db: Knex,
    private readonly media: MediaLibrary,
    private readonly now: () => Date,
  ) {}

  /** The section's values as stored (what visitors see once the entry is public). */
  async read(
    kind: EntryKind,
    entry: OwnedEntry,
    section: string,
    fields: readonly SectionField[],
    db: Knex = this.db,
  ): Promise<Values> {
    const values: Values = {};
    const Model = entryModels[kind] as typeof Location;
    const faq =
      section === 'faq'
        ? ((await EntryFaq.query(db).findById([kind, entry.id])) as unknown as Values | undefined)
        : undefined;
    for (const field of fields) {
      if (section === 'faq') {
        values[field.name] = faq?.[field.name] ?? null;
      } else if (isColumn(field, section)) {
        const value = entry[field.name];
        values[field.name] =
          value === undefined || value === null
            ? null
            : field.kind === 'decimal'
              ? Number(value)
              : value;
      } else if (field.kind === 'terms') {
        values[field.name] = await db(`${ENTRY_TERMS} as l`)
          .join(`${TAXONOMY_TERMS} as t`, 't.id', 'l.term_id')
          .where({ 'l.entry_type': kind, 'l.entry_id': entry.id })
          .whereIn('t.type', [...field.types])
          .orderBy('t.id')
          .pluck('t.id');
      } else if (field.kind === 'distances') {
        const rows = await Model.relatedQuery('distances', db).for(entry.id).orderBy('id');
        values[field.name] = rows.map((row) => ({
          kind: row.kind,
          name: row.name,
          distance_km: Number(row.distance_km),
        }));
      } else if (field.kind === 'videos') {
        const rows = await Model.relatedQuery('videos', db).for(entry.id).orderBy(['order', 'id']);
        values[field.name] = rows.map((row) => ({
          url: `https://www.youtube.com/watch?v=${row.youtube_id}`,
          title: row.title ?? null,
        }));
      } else if (field.kind === 'media') {
        const items = await this.media.itemsOf(entryKinds[kind].owner, [entry.id]);
        values[field.name] = items.get(entry.id)?.get(field.collection) ?? [];
      } else if (field.kind === 'partner_locations') {
        values[field.name] = await db(`${PARTNER_LOCATIONS} as p`)
          .join(`${entryKinds.location.table} as l`, 'l.id', 'p.location_id')
          .where('p.provider_id', entry.id)
          .orderBy('l.full_name')
          .select('l.id', 'l.full_name as name');
      }
    }
    return values;
  }

  /**
   * Checks what only the database knows: taxonomy ids of the right types (offers of the entry's
   * main category, regions of its country), public partner locations, the owner's own media.
   * Throws 422 with every field's message.
   */
  async check(
    kind: EntryKind,
    entry: OwnedEntry,
    fields: readonly SectionField[],
    values: Values,
    db: Knex = this.db,
  ): Promise<void> {
    const errors: Record<string, string[]> = {};
    const fail = (field: string, message: string) => (errors[field] = [message]);
    for (const field of fields) {
      const value = values[field.name];
      if (field.kind === 'terms' && Array.isArray(value) && value.length > 0) {
        const query = db(TAXONOMY_TERMS)
          .whereIn('id', value as number[])
          .whereIn('type', [...field.types]);
        if (field.ofCategory)
          query.where('subtype', Number(values.category_id ?? entry.category_id));
        if ((await query.pluck('id')).length !== value.length) fail(field.name, messages.format);
      } else if (field.kind === 'category' || field.kind === 'region') {
        if (value === null || value === undefined) continue;
        const type = field.kind === 'category' ? field.type : REGION_TYPE[entry.country_category];
        const found = await db(TAXONOMY_TERMS).where({ id: value, type }).first('id');
        if (!found) fail(field.name, messages.format);
      } else if (field.kind === 'partner_locations' && Array.isArray(value) && value.length > 0) {
        const found = await publicEntries(db, 'location', this.now())
          .whereIn('e.id', value as number[])
          .pluck('e.id');
        if (found.length !== value.length) fail(field.name, messages.format);
      } else if (field.kind === 'media' && Array.isArray(value) && value.length > 0) {
        const ids = (value as { id: number }[]).map((item) => item.id);
        const known = await this.media.itemsByIds(
          { type: entryKinds[kind].owner, id: entry.id },
          ids,
        );
        if (known.length !== ids.length) fail(field.name, ownerMessages.unknownMedia);
      }
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  }

  /** Writes checked values of a section inside `trx`. */
  async write(
    trx: Knex.Transaction,
    kind: EntryKind,
    entry: OwnedEntry,
    section: string,
    fields: readonly SectionField[],
    values: Values,
  ): Promise<void> {
    const Model = entryModels[kind] as typeof Location;
    const present = fields.filter((field) => field.name in values);
    if (section === 'faq') {
      const row = Object.fromEntries(present.map((field) => [field.name, values[field.name]]));
      await EntryFaq.query(trx)
        .insert({ entry_type: kind, entry_id: entry.id, ...row })
        .onConflict(['entry_type', 'entry_id'])
        .merge();
      return;
    }
    const columns = Object.fromEntries(
      present
        .filter((field) => isColumn(field, section))
        .map((field) => [field.name, values[field.name]]),
    );
    if (Object.keys(columns).length > 0)
      await Model.query(trx)
        .findById(entry.id)
        .patch({ ...columns, updated_at: this.now() } as never);
    for (const field of present) {
      const value = values[field.name];
      if (field.kind === 'terms') {
        await trx(ENTRY_TERMS)
          .where({ entry_type: kind, entry_id: entry.id })
          .whereIn(
            'term_id',
            trx(TAXONOMY_TERMS)
              .whereIn('type', [...field.types])
              .select('id'),
          )
          .delete();
        const ids = value as number[];
        if (ids.length)
          await trx(ENTRY_TERMS).insert(
            ids.map((term_id) => ({ entry_type: kind, entry_id: entry.id, term_id })),
          );
      } else if (field.kind === 'distances') {
        await Model.relatedQuery('distances', trx).for(entry.id).delete();
        const rows = value as Values[];
        if (rows.length)
          await Model.relatedQuery('distances', trx)
            .for(entry.id)
            .insert(rows as never);
      } else if (field.kind === 'videos') {
        await Model.relatedQuery('videos', trx).for(entry.id).delete();
        const rows = (value as { url: string; title: string | null }[]).map((video, order) => ({
          youtube_id: youtubeId(video.url)!,
          title: video.title,
          order,
        }));
        if (rows.length)
          await Model.relatedQuery('videos', trx)
            .for(entry.id)
            .insert(rows as never);
      } else if (field.kind === 'media') {
        const arranged = await this.media.arrange(
          { type: entryKinds[kind].owner, id: entry.id },
          field.collection,
          value as { id: number; slot: string | null; title: string | null }[],
          [stagingCollection(field.collection)],
          trx,
        );
        if (!arranged) throw ValidationError.field(field.name, ownerMessages.unknownMedia);
      } else if (field.kind === 'partner_locations') {
        await trx(PARTNER_LOCATIONS).where({ provider_id: entry.id }).delete();
        const ids = value as number[];
        if (ids.length)
          await trx(PARTNER_LOCATIONS).insert(
            ids.map((location_id) => ({ provider_id: entry.id, location_id })),
          );
      }
    }
  }
}
