import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  messages,
  NotFoundError,
  numberFromDigits,
  RouteResponse,
  ValidationError,
  wholeNumber,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { OWNER_PATHS } from '../domain/catalog-client';
import {
  ownerRoomSavedAnswer,
  ownerRoomsAnswer,
  type OwnerRoom,
} from '../domain/owner/owner-answers';
import { ownerMessages } from '../domain/owner/owner-messages';
import { ROOM_FIELDS } from '../domain/owner/section-fields';
import { sectionValuesInput } from '../domain/owner/section-schemas';
import { markEntriesChanged } from '../entries-changed';
import { Location, Room } from './entry-models';
import { stagingCollection } from './entry-section-store';
import { PENDING_CHANGES } from './owner-migrations';
import {
  nextSectionVersion,
  ownedEntry,
  recordAudit,
  roomOfSection,
  sectionVersion,
} from './owner-records';

const SECTION = 'rooms';
const params = z.object({ id: wholeNumber(1, MAX_ROW_ID) });
const roomParams = z.object({ id: wholeNumber(1, MAX_ROW_ID), roomId: wholeNumber(1, MAX_ROW_ID) });
const version = z
  .number({ error: messages.format })
  .int(messages.format)
  .min(0, messages.format)
  .max(MAX_ROW_ID, messages.format);
const roomInput = z.object({ version, values: sectionValuesInput(ROOM_FIELDS) });
const orderInput = z.object({
  version,
  ids: z.array(wholeNumber(1, MAX_ROW_ID), { error: messages.format }).max(500, messages.format),
});
const deleteQuery = z.object({
  version: z.preprocess(numberFromDigits, version),
});

/** A location's rooms: list, add, edit, delete and reorder, each save one transaction. */
export function roomRoutes(services: PlatformServices, media: MediaLibrary) {
  const { db } = services;
  const decimals = new Set(['area', 'width', 'length', 'height']);

  async function roomViews(locationId: number): Promise<OwnerRoom[]> {
    const rooms = await Location.relatedQuery('rooms', db).for(locationId).orderBy(['order', 'id']);
    const roomMedia = await media.itemsOf(
      'room',
      rooms.map((room) => room.id),
    );
    const waiting = new Map<number, number>();
    for (const change of await db(PENDING_CHANGES)
      .where({ entry_type: 'location', entry_id: locationId, status: 'pending', kind: 'change' })
      .where('section', 'like', 'room:%')
      .select('section', 'changes')) {
      const item = (change.changes as { image?: { id: number }[] }).image?.[0];
      if (item) waiting.set(roomOfSection(change.section)!, item.id);
    }
    return rooms.map((room) => {
      const own = roomMedia.get(room.id);
      const image = own?.get('image')?.[0];
      const pending = own
        ?.get(stagingCollection('image'))
        ?.find((item) => item.id === waiting.get(room.id));
      const plan = own?.get('ground_plan')?.[0];
      return {
        id: room.id,
        order: room.order,
        ...Object.fromEntries(
          ROOM_FIELDS.map((field) => {
            const value = room[field.name];
            return [
              field.name,
              value === null || value === undefined
                ? null
                : decimals.has(field.name)
                  ? Number(value)
                  : value,
            ];
          }),
        ),
        image: image ? { id: image.id, src: image.src } : null,
        pending_image: pending ? { id: pending.id, src: pending.src } : null,
        ground_plan: plan ? { id: plan.id, url: plan.url } : null,
      } as OwnerRoom;
    });
  }
  const roomView = async (locationId: number, roomId: number) => {
    const room = (await roomViews(locationId)).find((candidate) => candidate.id === roomId);
    if (!room) throw new NotFoundError();
    return room;
  };

  return [
    defineRoute({
      method: 'get',
      path: OWNER_PATHS.rooms,
      summary: 'The rooms of an own location, in their order',
      access: 'authenticated',
      input: { params },
      responses: { 200: ownerRoomsAnswer, 404: errorAnswer },
      async handler({ params: { id }, user }) {
        await ownedEntry(services, db, 'location', id, user);
        return {
          version: await sectionVersion(db, 'location', id, SECTION),
          data: await roomViews(id),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: OWNER_PATHS.rooms,
      summary: 'Add a room to an own location (it comes last)',
      access: 'authenticated',
      input: { params, body: roomInput },
      responses: { 201: ownerRoomSavedAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params: { id }, user, body }) {
        await ownedEntry(services, db, 'location', id, user);
        const { next, roomId } = await db.transaction(async (trx) => {
          await ownedEntry(services, trx, 'location', id, user, true);
          const next = await nextSectionVersion(trx, 'location', id, SECTION, body.version);
          const last = await Room.query(trx).where({ location_id: id }).max('order as max').first();
          const room = await Location.relatedQuery('rooms', trx)
            .for(id)
            .insert({
              ...body.values,
              order: Number((last as unknown as { max: number | null })?.max ?? -1) + 1,
            } as never);
          await recordAudit(trx, {
            kind: 'location',
            id,
            userId: user!.id,
            action: 'room added',
            section: SECTION,
            after: { id: room.id, ...body.values },
          });
          await markEntriesChanged(services, 'location', [id], trx);
          return { next, roomId: room.id };
        });
        return new RouteResponse(201, {
          message: ownerMessages.saved,
          version: next,
          room: await roomView(id, roomId),
        });
      },
    }),
    defineRoute({
      method: 'put',
      path: OWNER_PATHS.room,
      summary: 'Save a room of an own location',
      access: 'authenticated',
      input: { params: roomParams, body: roomInput },
      responses: { 200: ownerRoomSavedAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params: { id, roomId }, user, body }) {
        await ownedEntry(services, db, 'location', id, user);
        const next = await db.transaction(async (trx) => {
          await ownedEntry(services, trx, 'location', id, user, true);
          const before = await Room.query(trx).findOne({ id: roomId, location_id: id });
          if (!before) throw new NotFoundError();
          const next = await nextSectionVersion(trx, 'location', id, SECTION, body.version);
          await before.$query(trx).patch({ ...body.values, updated_at: services.now() } as never);
          await recordAudit(trx, {
            kind: 'location',
            id,
            userId: user!.id,
            action: 'room saved',
            section: SECTION,
            before: Object.fromEntries(
              ROOM_FIELDS.map((field) => [field.name, before[field.name] ?? null]),
            ),
            after: { id: roomId, ...body.values },
          });
          await markEntriesChanged(services, 'location', [id], trx);
          return next;
        });
        return { message: ownerMessages.saved, version: next, room: await roomView(id, roomId) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: OWNER_PATHS.room,
      summary: 'Delete a room of an own location (`?version=` of the room list)',
      access: 'authenticated',
      input: { params: roomParams, query: deleteQuery },
      responses: { 200: ownerRoomsAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params: { id, roomId }, user, query }) {
        await ownedEntry(services, db, 'location', id, user);
        const next = await db.transaction(async (trx) => {
          await ownedEntry(services, trx, 'location', id, user, true);
          const room = await Room.query(trx).findOne({ id: roomId, location_id: id });
          if (!room) throw new NotFoundError();
          const next = await nextSectionVersion(trx, 'location', id, SECTION, query.version);
          await room.$query(trx).delete();
          await recordAudit(trx, {
            kind: 'location',
            id,
            userId: user!.id,
            action: 'room deleted',
            section: SECTION,
            before: { id: roomId, name: room.name },
          });
          await markEntriesChanged(services, 'location', [id], trx);
          return next;
        });
        return { version: next, data: await roomViews(id) };
      },
    }),
    defineRoute({
      method: 'put',
      path: OWNER_PATHS.roomOrder,
      summary: 'Put the rooms of an own location in this order (every room once)',
      access: 'authenticated',
      input: { params, body: orderInput },
      responses: { 200: ownerRoomsAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params: { id }, user, body }) {
        await ownedEntry(services, db, 'location', id, user);
        const next = await db.transaction(async (trx) => {
          await ownedEntry(services, trx, 'location', id, user, true);
          const next = await nextSectionVersion(trx, 'location', id, SECTION, body.version);
          const existing = await Room.query(trx)
            .where({ location_id: id })
            .orderBy(['order', 'id']);
          const known = new Set(existing.map((room) => room.id));
          if (
            body.ids.length !== known.size ||
            new Set(body.ids).size !== known.size ||
            body.ids.some((roomId) => !known.has(roomId))
          )
            throw ValidationError.field('ids', messages.format);
          // The aggregate takes the new order as one graph: only the rooms' order changes.
          await Location.query(trx).upsertGraph(
            { id, rooms: body.ids.map((roomId, order) => ({ id: roomId, order })) } as never,
            { noInsert: true, noDelete: true, noRelate: true, noUnrelate: true },
          );
          await recordAudit(trx, {
            kind: 'location',
            id,
            userId: user!.id,
            action: 'rooms reordered',
            section: SECTION,
            before: existing.map((room) => room.id),
            after: body.ids,
          });
          await markEntriesChanged(services, 'location', [id], trx);
          return next;
        });
        return { version: next, data: await roomViews(id) };
      },
    }),
  ];
}
