import type { Knex } from 'knex';
import crypto from 'node:crypto';
import sharp from 'sharp';
import { ValidationError, type MediaStorage, type PlatformServices } from '@eventalp/platform-sdk';
import {
  detectFileType,
  uploadMessages,
  uploadProblem,
  type UploadKind,
} from './domain/detect-upload';
import type { MediaView } from './domain/media-view';
import {
  conversionWidthsFor,
  DEFAULT_IMAGE_WIDTH,
  FALLBACK_IMAGE_WIDTH,
  srcsetOf,
} from './domain/image-widths';
import { FILES, ITEMS } from './media-migrations';

interface FileRow {
  id: number;
  name: string;
  mime_type: string;
  extension: string;
  width: number | null;
  height: number | null;
  conversion_widths: number[];
}

interface ItemRow {
  id: number;
  owner_type: string;
  owner_id: number;
  collection: string;
  slot: string | null;
  title: string | null;
  order: number;
  file_id: number;
}

export interface Owner {
  type: string;
  id: number;
}

function safeName(original: string): string {
  const base = original
    .replace(/\.[^.]*$/, '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  return (
    base
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80) || 'file'
  );
}

/**
 * Media library: validates uploads by content, stores each distinct file once (by sha256) with its
 * conversions (240-1920 px; gifs keep their original), and attaches files to owners' collections.
 * Storage layout: `{fileId}/{name}.{ext}`, `{fileId}/conversions/{name}-{width}.{ext}`,
 * `{fileId}/responsive-images/{name}___media_library_original_{width}_{height}.{ext}`.
 */
export class MediaLibrary {
  constructor(private readonly services: Pick<PlatformServices, 'db' | 'storage'>) {}

  private get storage(): MediaStorage {
    return this.services.storage;
  }

  /** Validates and stores a file; answers its id (an identical earlier file is reused). */
  async storeFile(bytes: Buffer, originalName: string, kind: UploadKind): Promise<number> {
    const problem = uploadProblem(kind, bytes);
    if (problem) throw ValidationError.field('file', problem);
    const type = detectFileType(bytes)!;
    const sha256 = crypto.createHash('sha256').update(bytes).digest('hex');
    const existing = await this.services.db(FILES).where({ sha256 }).first('id');
    if (existing) return existing.id;

    let width: number | null = null;
    let height: number | null = null;
    if (type.mime.startsWith('image/')) {
      try {
        const metadata = await sharp(bytes).metadata();
        width = metadata.width ?? null;
        height = metadata.height ?? null;
      } catch {
        throw ValidationError.field('file', uploadMessages[kind]);
      }
    }
    const name = safeName(originalName);
    const [row] = await this.services
      .db(FILES)
      .insert({
        sha256,
        name,
        mime_type: type.mime,
        extension: type.extension,
        size: bytes.length,
        width,
        height,
      })
      .onConflict('sha256')
      .merge(['sha256'])
      .returning('id');
    const id = Number(row.id);
    await this.storage.put(`${id}/${name}.${type.extension}`, bytes);
    if (width && height && type.mime !== 'image/gif') {
      const widths = await this.writeConversions(id, name, type.extension, bytes, width, height);
      await this.services.db(FILES).where({ id }).update({ conversion_widths: widths });
    }
    return id;
  }

  /** Attaches a stored file to an owner's collection; answers the media item id. */
  async attach(
    owner: Owner,
    collection: string,
    fileId: number,
    options: { slot?: string; title?: string; order?: number } = {},
    trx?: Knex.Transaction,
  ): Promise<number> {
    const [row] = await (trx ?? this.services.db)(ITEMS)
      .insert({
        owner_type: owner.type,
        owner_id: owner.id,
        collection,
        file_id: fileId,
        slot: options.slot ?? null,
        title: options.title ?? null,
        order: options.order ?? 0,
      })
      .returning('id');
    return Number(row.id);
  }

  /** The order a new item takes to come last in an owner's collection. */
  async nextOrder(owner: Owner, collection: string): Promise<number> {
    const row = await this.services
      .db(ITEMS)
      .where({ owner_type: owner.type, owner_id: owner.id, collection })
      .max('order as max')
      .first();
    return Number(row?.max ?? -1) + 1;
  }

  /**
   * Makes `items` (ids of the owner's items, from `collection` or one of `from`) the owner's
   * `collection` in this order with these slots and titles; items of `collection` not listed are
   * removed. Answers false, changing nothing, when an id is not an item of the owner there.
   */
  async arrange(
    owner: Owner,
    collection: string,
    items: readonly { id: number; slot: string | null; title: string | null }[],
    from: readonly string[],
    trx?: Knex.Transaction,
  ): Promise<boolean> {
    const db = trx ?? this.services.db;
    const ids = items.map((item) => item.id);
    const known: number[] = ids.length
      ? await db(ITEMS)
          .where({ owner_type: owner.type, owner_id: owner.id })
          .whereIn('collection', [collection, ...from])
          .whereIn('id', ids)
          .pluck('id')
      : [];
    if (known.length !== new Set(ids).size) return false;
    await db(ITEMS)
      .where({ owner_type: owner.type, owner_id: owner.id, collection })
      .modify((query) => (ids.length ? query.whereNotIn('id', ids) : query))
      .delete();
    for (const [order, item] of items.entries())
      await db(ITEMS)
        .where({ id: item.id })
        .update({ collection, order, slot: item.slot, title: item.title });
    return true;
  }

  /** The owner's items with these ids (from any collection), in the order of `ids`. */
  async itemsByIds(owner: Owner, ids: readonly number[]): Promise<MediaView[]> {
    if (ids.length === 0) return [];
    const all = await this.itemsOf(owner.type, [owner.id]);
    const byId = new Map<number, MediaView>();
    for (const list of all.get(owner.id)?.values() ?? [])
      for (const item of list) byId.set(item.id, item);
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** Removes every item of an owner's collection (the files stay: others may share them). */
  async detachAll(owner: Owner, collection: string, trx?: Knex.Transaction): Promise<void> {
    await (trx ?? this.services.db)(ITEMS)
      .where({ owner_type: owner.type, owner_id: owner.id, collection })
      .delete();
  }

  /** Removes one item of an owner's collection; answers false when it is no item there. */
  async detach(
    owner: Owner,
    collection: string,
    itemId: number,
    trx?: Knex.Transaction,
  ): Promise<boolean> {
    const removed = await (trx ?? this.services.db)(ITEMS)
      .where({ id: itemId, owner_type: owner.type, owner_id: owner.id, collection })
      .delete();
    return removed > 0;
  }

  /**
   * Attaches many stored files at once (seeds: thousands of items in one transaction), 1,000
   * rows per insert.
   */
  async attachMany(
    trx: Knex.Transaction,
    items: readonly {
      owner_type: string;
      owner_id: number;
      collection: string;
      file_id: number;
      slot?: string | null;
      title?: string | null;
      order?: number;
    }[],
  ): Promise<void> {
    for (let i = 0; i < items.length; i += 1000) await trx(ITEMS).insert(items.slice(i, i + 1000));
  }

  /** Media of many owners at once (in `trx` when given), grouped `ownerId -> collection -> items` in their order. */
  async itemsOf(
    ownerType: string,
    ownerIds: readonly number[],
    trx?: Knex.Transaction,
  ): Promise<Map<number, Map<string, MediaView[]>>> {
    const grouped = new Map<number, Map<string, MediaView[]>>();
    if (ownerIds.length === 0) return grouped;
    const rows: (ItemRow & FileRow & { item_id: number })[] = await (trx ?? this.services.db)(
      `${ITEMS} as i`,
    )
      .join(`${FILES} as f`, 'f.id', 'i.file_id')
      .whereIn('i.owner_id', [...ownerIds])
      .where('i.owner_type', ownerType)
      .orderBy([
        { column: 'i.owner_id' },
        { column: 'i.collection' },
        { column: 'i.order' },
        { column: 'i.id' },
      ])
      .select(
        'i.id as item_id',
        'i.owner_id',
        'i.collection',
        'i.slot',
        'i.title',
        'i.file_id',
        'f.name',
        'f.mime_type',
        'f.extension',
        'f.width',
        'f.height',
        'f.conversion_widths',
      );
    for (const row of rows) {
      const byCollection = grouped.get(row.owner_id) ?? new Map<string, MediaView[]>();
      grouped.set(row.owner_id, byCollection);
      const list = byCollection.get(row.collection) ?? [];
      byCollection.set(row.collection, list);
      list.push(this.view({ ...row, id: row.file_id }, row.item_id, row.slot, row.title));
    }
    return grouped;
  }

  /** The client view of a file (without an item: id is the file id). */
  view(
    file: FileRow,
    itemId: number,
    slot: string | null = null,
    title: string | null = null,
  ): MediaView {
    const original = this.storage.url(`${file.id}/${file.name}.${file.extension}`);
    const candidates = file.conversion_widths.map((width) => ({
      width,
      url: this.storage.url(`${file.id}/conversions/${file.name}-${width}.${file.extension}`),
    }));
    const byWidth = (width: number) => candidates.find((c) => c.width === width)?.url;
    return {
      id: itemId,
      name: file.name,
      title,
      slot,
      mime_type: file.mime_type,
      url: original,
      width: file.width,
      height: file.height,
      candidates,
      src: byWidth(DEFAULT_IMAGE_WIDTH) ?? byWidth(FALLBACK_IMAGE_WIDTH) ?? original,
      srcset: srcsetOf(candidates),
      responsive_images: {
        media_library_original: {
          urls: file.conversion_widths.map((width) => {
            const height =
              file.width && file.height ? Math.round((file.height * width) / file.width) : 0;
            return `${file.name}___media_library_original_${width}_${height}.${file.extension}`;
          }),
        },
      },
    };
  }

  private async writeConversions(
    id: number,
    name: string,
    extension: string,
    bytes: Buffer,
    width: number,
    height: number,
  ): Promise<number[]> {
    const widths = conversionWidthsFor(width);
    for (const target of widths) {
      const pipeline = sharp(bytes).rotate().resize({ width: target, withoutEnlargement: true });
      const output = await (
        extension === 'png'
          ? pipeline.png({ compressionLevel: 8 })
          : extension === 'webp'
            ? pipeline.webp({ quality: 78 })
            : pipeline.jpeg({ quality: 78, mozjpeg: true })
      ).toBuffer();
      const targetHeight = Math.round((height * target) / width);
      const conversion = `${id}/conversions/${name}-${target}.${extension}`;
      await this.storage.put(conversion, output);
      await this.storage.link(
        conversion,
        `${id}/responsive-images/${name}___media_library_original_${target}_${targetHeight}.${extension}`,
      );
    }
    return widths;
  }
}
