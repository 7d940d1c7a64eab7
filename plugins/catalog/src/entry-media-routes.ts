import { z } from 'zod';
import {
  MAX_ROW_ID,
  wholeNumber,
  defineRoute,
  errorAnswer,
  ForbiddenError,
  messages,
  NotFoundError,
  RouteResponse,
  ValidationError,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import {
  mediaViewAnswer,
  uploadReader,
  type MediaLibrary,
  type MediaView,
  type UploadKind,
} from '@eventalp/plugin-media';
import { ROOMS } from './catalog-migrations';
import { CATALOG_PATHS } from './domain/catalog-client';
import { PHOTO_SLOTS } from './domain/photo-slots';
import { markEntriesChanged } from './entries-changed';
import { entryKinds } from './entry-kind';
import { changesNeedApproval, type EntryState } from './domain/owner/entry-status';
import type { MediaCollection } from './domain/owner/section-fields';
import { stagingCollection } from './owner/entry-section-store';
import { queueChange, recordAudit, roomImageSection } from './owner/owner-records';

/**
 * Collections an upload may go to, with the kind of file each accepts. Every upload waits in
 * staging until its edit section lists it (photos, header: photos section; logo, contact image:
 * contact section; 360 thumbnail: videos section); on an approved entry the section save then
 * queues the images for approval.
 */
const entryCollections: Record<MediaCollection, UploadKind> = {
  photos: 'image',
  documents: 'document',
  logo: 'image',
  contact_image: 'image',
  header: 'image',
  vr_thumbnail: 'image',
};
const roomCollections: Record<string, UploadKind> = { image: 'image', ground_plan: 'ground_plan' };
const readEntryUpload = uploadReader(entryCollections);
const readRoomUpload = uploadReader(roomCollections);

/**
 * Uploads for an owner's own entries and rooms (back office: any). Files are validated by content
 * in the media library; the answer is the new media item.
 */
export function entryMediaRoutes(services: PlatformServices, media: MediaLibrary) {
  const { db } = services;
  /** Owners touch their own entries only; the back office may touch all. */
  const assertOwner = (user: AuthUser, ownerId: number | null) => {
    if (ownerId !== user.id && !services.can(user, ['backoffice.catalog']))
      throw new ForbiddenError();
  };
  /** The media item just attached, as the answer shows it (gone only if deleted meanwhile). */
  const attachedItem = async (
    ownerType: string,
    ownerId: number,
    collection: string,
    itemId: number,
  ): Promise<MediaView> => {
    const items = await media.itemsOf(ownerType, [ownerId]);
    const item = items
      .get(ownerId)
      ?.get(collection)
      ?.find((candidate) => candidate.id === itemId);
    if (!item) throw new NotFoundError();
    return item;
  };
  return [
    defineRoute({
      method: 'post',
      path: CATALOG_PATHS.entryMedia,
      summary:
        'Upload a photo, document, logo or header image for an own location/provider (multipart: file, collection, slot)',
      access: 'authenticated',
      input: {
        params: z.object({
          type: z.enum(['location', 'provider']),
          id: wholeNumber(1, MAX_ROW_ID),
        }),
      },
      responses: { 201: mediaViewAnswer, 404: errorAnswer },
      async handler({ params, user, koa }) {
        const entry = await db(entryKinds[params.type].table)
          .where({ id: params.id })
          .first('id', 'owner_user_id');
        if (!entry) throw new NotFoundError();
        assertOwner(user!, entry.owner_user_id);
        const upload = await readEntryUpload(koa);
        // Only photos take one of the named slots.
        if (
          upload.slot !== null &&
          (upload.collection !== 'photos' ||
            !(PHOTO_SLOTS as readonly string[]).includes(upload.slot))
        )
          throw ValidationError.field('slot', messages.format);
        const fileId = await media.storeFile(
          upload.file.buffer,
          upload.file.originalname,
          upload.kind,
        );
        const owner = { type: params.type, id: params.id };
        const collection = stagingCollection(upload.collection);
        const itemId = await media.attach(owner, collection, fileId, {
          slot: upload.slot ?? undefined,
          order: await media.nextOrder(owner, collection),
        });
        await recordAudit(db, {
          kind: params.type,
          id: params.id,
          userId: user!.id,
          action: 'media uploaded',
          section: upload.collection,
          after: { id: itemId, name: upload.file.originalname },
        });
        return new RouteResponse(
          201,
          await attachedItem(params.type, params.id, collection, itemId),
        );
      },
    }),
    defineRoute({
      method: 'post',
      path: CATALOG_PATHS.roomMedia,
      summary:
        'Upload the image or PDF ground plan of a room of an own location (multipart: file, collection)',
      access: 'authenticated',
      input: { params: z.object({ id: wholeNumber(1, MAX_ROW_ID) }) },
      responses: { 201: mediaViewAnswer, 404: errorAnswer },
      async handler({ params, user, koa }) {
        const room = await db(`${ROOMS} as r`)
          .join(`${entryKinds.location.table} as l`, 'l.id', 'r.location_id')
          .where('r.id', params.id)
          .first('r.id', 'l.id as location_id', 'l.owner_user_id');
        if (!room) throw new NotFoundError();
        assertOwner(user!, room.owner_user_id);
        const upload = await readRoomUpload(koa);
        const fileId = await media.storeFile(
          upload.file.buffer,
          upload.file.originalname,
          upload.kind,
        );
        const location = (await db(entryKinds.location.table)
          .where({ id: room.location_id })
          .first()) as EntryState;
        const owner = { type: 'room', id: params.id };
        // A room's image is public like the entry's photos: on an approved entry it waits for the
        // back office; otherwise (and the ground plan always) a new upload replaces the old one.
        const held = upload.collection === 'image' && changesNeedApproval(location, services.now());
        const collection = held ? stagingCollection(upload.collection) : upload.collection;
        let itemId = 0;
        await db.transaction(async (trx) => {
          if (!held) await media.detachAll(owner, upload.collection, trx);
          itemId = await media.attach(owner, collection, fileId, {}, trx);
          if (held)
            await queueChange(
              trx,
              'location',
              room.location_id,
              roomImageSection(params.id),
              { image: [{ id: itemId, slot: null, title: null }] },
              user!.id,
            );
          await recordAudit(trx, {
            kind: 'location',
            id: room.location_id,
            userId: user!.id,
            action: held ? 'room image uploaded, approval pending' : 'room media replaced',
            section: 'rooms',
            after: { room_id: params.id, collection: upload.collection, id: itemId },
          });
          if (!held) await markEntriesChanged(services, 'location', [room.location_id], trx);
        });
        return new RouteResponse(201, await attachedItem('room', params.id, collection, itemId));
      },
    }),
  ];
}
