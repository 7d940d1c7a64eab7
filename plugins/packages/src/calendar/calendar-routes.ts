import { randomBytes } from 'node:crypto';
import multer from 'multer';
import type { Context } from 'koa';
import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  messages,
  NotFoundError,
  RouteResponse,
  text,
  textAnswer,
  ValidationError,
  wholeNumber,
  type AuthUser,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  CALENDAR_PATHS,
  calendarEntryAnswer,
  calendarEntryInput,
  calendarFeedAnswer,
  calendarImportAnswer,
  calendarMessages,
  pricePeriodAnswer,
  pricePeriodInput,
  venueCalendarAnswer,
} from '../domain';
import { busyTimesOfIcs, calendarIcs, MAX_ICS_BYTES } from './calendar-ical';
import { CALENDAR_FEEDS } from './calendar-migrations';
import {
  addCalendarEntries,
  addPricePeriod,
  calendarEntries,
  pricePeriods,
  refuseForeignScope,
  removeCalendarEntry,
  removePricePeriod,
  venueHallNames,
} from './calendar-store';
import { markVenuePackagesChanged } from '../search/sync-packages';

/** Package editing, the calendar included, needs the permission (spec section 6). */
const PACKAGE_EDIT = { permissions: ['package_edit'] };
const venue = z.object({ locationId: wholeNumber(1, MAX_ROW_ID) });
const entryParams = venue.extend({ entryId: wholeNumber(1, MAX_ROW_ID) });
const periodParams = venue.extend({ periodId: wholeNumber(1, MAX_ROW_ID) });
/** 32 random bytes, base64url: 43 characters, then `.ics`. */
const feedParams = z.object({
  token: text(60).regex(/^[A-Za-z0-9_-]{43}\.ics$/, { error: messages.format }),
});
const newToken = () => randomBytes(32).toString('base64url');

const receiveIcs = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_ICS_BYTES, files: 1, fields: 0 },
}).single('file');

/** The uploaded `file` of a multipart request (422 on `file` for a missing or oversized one). */
async function readIcsUpload(koa: Context): Promise<Buffer> {
  await new Promise<void>((resolve, reject) => {
    receiveIcs(koa.req as never, koa.res as never, (error: unknown) =>
      error ? reject(error) : resolve(),
    );
  }).catch((error: { code?: string }) => {
    throw ValidationError.field(
      'file',
      error.code === 'LIMIT_FILE_SIZE' ? calendarMessages.icsSize : calendarMessages.icsFile,
    );
  });
  const file = (koa.req as unknown as { file?: { buffer: Buffer } }).file;
  if (!file) throw ValidationError.field('file', calendarMessages.icsFile);
  return file.buffer;
}

/**
 * A venue's calendar for its owner: entries per venue and room, price planning periods, the
 * private iCal subscription and the import of busy times. Someone else's venue is a 404.
 */
export function calendarRoutes(services: PlatformServices) {
  const { db } = services;
  const catalogue = () => services.service(CATALOGUE);

  /** The venue's room ids when `user` owns it; 404 otherwise (nobody learns it exists). */
  async function ownedVenue(user: AuthUser | null, locationId: number): Promise<number[]> {
    const rooms = user ? await catalogue().ownedLocationRooms(user.id, locationId) : null;
    if (!rooms) throw new NotFoundError();
    return rooms;
  }

  async function feedToken(locationId: number): Promise<string> {
    await db(CALENDAR_FEEDS)
      .insert({ location_id: locationId, token: newToken() })
      .onConflict('location_id')
      .ignore();
    const row = await db(CALENDAR_FEEDS).where({ location_id: locationId }).first('token');
    return row.token as string;
  }
  const subscriptionPath = (token: string) =>
    `/api${CALENDAR_PATHS.subscription.replace(':token', `${token}.ics`)}`;

  return [
    defineRoute({
      method: 'get',
      path: CALENDAR_PATHS.calendar,
      summary: "An own venue's calendar: rooms, halls, entries, price periods, private iCal path",
      access: PACKAGE_EDIT,
      input: { params: venue },
      responses: { 200: venueCalendarAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        const roomIds = await ownedVenue(user, params.locationId);
        return {
          locationId: params.locationId,
          roomIds,
          rooms: await catalogue().roomNames(params.locationId),
          halls: await venueHallNames(db, params.locationId),
          entries: await calendarEntries(db, params.locationId),
          pricePeriods: await pricePeriods(db, params.locationId),
          subscriptionPath: subscriptionPath(await feedToken(params.locationId)),
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: CALENDAR_PATHS.entries,
      summary:
        'Add an event, internal use or construction to an own venue, room or hall (no overlaps)',
      access: PACKAGE_EDIT,
      input: { params: venue, body: calendarEntryInput },
      responses: { 201: calendarEntryAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        const roomIds = await ownedVenue(user, params.locationId);
        await refuseForeignScope(db, params.locationId, roomIds, body);
        const [entry] = await addCalendarEntries(db, params.locationId, [body], 'owner', user!.id);
        await markVenuePackagesChanged(services, [params.locationId]);
        return new RouteResponse(201, entry);
      },
    }),
    defineRoute({
      method: 'delete',
      path: CALENDAR_PATHS.entry,
      summary: 'Remove an entry of an own venue calendar',
      access: PACKAGE_EDIT,
      input: { params: entryParams },
      responses: { 204: null, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        if (!(await removeCalendarEntry(db, params.locationId, params.entryId)))
          throw new NotFoundError();
        await markVenuePackagesChanged(services, [params.locationId]);
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'post',
      path: CALENDAR_PATHS.pricePeriods,
      summary: 'Add a price planning period (surcharge or discount in percent) to an own venue',
      access: PACKAGE_EDIT,
      input: { params: venue, body: pricePeriodInput },
      responses: { 201: pricePeriodAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        await ownedVenue(user, params.locationId);
        return new RouteResponse(201, await addPricePeriod(db, params.locationId, body, user!.id));
      },
    }),
    defineRoute({
      method: 'delete',
      path: CALENDAR_PATHS.pricePeriod,
      summary: 'Remove a price planning period of an own venue',
      access: PACKAGE_EDIT,
      input: { params: periodParams },
      responses: { 204: null, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        if (!(await removePricePeriod(db, params.locationId, params.periodId)))
          throw new NotFoundError();
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'post',
      path: CALENDAR_PATHS.feed,
      summary: 'Give an own venue a new private iCal address (the old one stops working)',
      access: PACKAGE_EDIT,
      input: { params: venue },
      responses: { 200: calendarFeedAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        const token = newToken();
        await db(CALENDAR_FEEDS)
          .insert({ location_id: params.locationId, token })
          .onConflict('location_id')
          .merge({ token, created_at: db.fn.now() });
        return { subscriptionPath: subscriptionPath(token) };
      },
    }),
    defineRoute({
      method: 'post',
      path: CALENDAR_PATHS.import,
      summary: 'Import busy times of an .ics file into an own venue calendar (multipart: file)',
      access: PACKAGE_EDIT,
      input: { params: venue },
      responses: { 201: calendarImportAnswer, 404: errorAnswer },
      async handler({ params, user, koa }) {
        await ownedVenue(user, params.locationId);
        const busy = busyTimesOfIcs(await readIcsUpload(koa));
        const entries = await addCalendarEntries(db, params.locationId, busy, 'import', user!.id);
        await markVenuePackagesChanged(services, [params.locationId]);
        return new RouteResponse(201, { imported: entries.length, entries });
      },
    }),
    defineRoute({
      method: 'get',
      path: CALENDAR_PATHS.subscription,
      summary: "A venue's calendar as iCalendar, at its private subscription address",
      access: 'public',
      input: { params: feedParams },
      responses: { 200: textAnswer('text/calendar'), 404: errorAnswer },
      async handler({ params, koa }) {
        const token = params.token.slice(0, -'.ics'.length);
        const feed = await db(CALENDAR_FEEDS).where({ token }).first('location_id');
        if (!feed) throw new NotFoundError();
        const entries = await calendarEntries(db, feed.location_id);
        koa.set('Cache-Control', 'private, max-age=300');
        koa.type = 'text/calendar; charset=utf-8';
        const [rooms, halls] = await Promise.all([
          catalogue().roomNames(feed.location_id),
          venueHallNames(db, feed.location_id),
        ]);
        return calendarIcs(feed.location_id, entries, new URL(services.config.appUrl).host, {
          rooms: new Map(rooms.map((room) => [room.id, room.name])),
          halls: new Map(halls.map((hall) => [hall.id, hall.name])),
        });
      },
    }),
  ];
}
