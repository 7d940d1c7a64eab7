import type { Knex } from 'knex';
import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  messages,
  NotFoundError,
  RouteResponse,
  ValidationError,
  wholeNumber,
  type AuthUser,
  type FieldErrors,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  EDITING_PATHS,
  editingMessages,
  emptySectionValues,
  hallAnswer,
  hallInput,
  hallsAnswer,
  MEAL_NAMES,
  MEAL_SECTION_OF,
  missingConfirmations,
  PACKAGE_EVENT_TYPES,
  PROFILE_SECTIONS,
  packageAnswer,
  packageInput,
  packageMessages,
  packageRuleErrors,
  packagesAnswer,
  sectionAnswer,
  sectionInput,
  VENUE_SECTIONS,
  venueOverviewAnswer,
  venuesAnswer,
  type PackageState,
  type ProfileField,
  type ProfileSection,
  type SectionValues,
  type VenueOverview,
} from '../domain';
import { OPTIONS_TABLE } from './editing-tables';
import { BUNDLES, HALLS, PROFILES } from './editing-migrations';
import { BOOKINGS } from '../booking/booking-migrations';
import { markVenuePackagesChanged } from '../search/sync-packages';
import {
  hallOf,
  packageOf,
  venueHalls,
  venuePackages,
  type BundleRow,
  type HallRow,
} from './editing-store';

/** Package editing needs the permission (spec section 6); the shell redirects without it. */
const PACKAGE_EDIT = { permissions: ['package_edit'] };
const id = wholeNumber(1, MAX_ROW_ID);
const venue = z.object({ locationId: id });
const roomParams = venue.extend({ roomId: id });
const hallParams = venue.extend({ hallId: id });
const packageParams = venue.extend({ packageId: id });

type PackageBody = z.output<typeof packageInput>;

/** The columns of a package row from the owner's input (`days` is the number of day entries). */
function bundleColumns(body: PackageBody) {
  return {
    event_type: body.eventType,
    option_id: body.optionId,
    name: body.name,
    description: body.description,
    days: body.timesOfDay.length,
    times_of_day: JSON.stringify(body.timesOfDay),
    meals: JSON.stringify(body.meals),
    hall_ids: body.hallIds,
    overnight: body.overnight,
    highlighted_specials: JSON.stringify(body.highlightedSpecials),
    single_price_rappen: body.singlePriceRappen,
    price_per_person_rappen: body.pricePerPersonRappen,
    included_items: JSON.stringify(body.includedItems),
    confirmations: body.confirmations,
  };
}

/** What a published package needs beyond the rules: a hall and its event type's confirmation. */
function publishErrors(body: PackageBody): FieldErrors {
  const errors: FieldErrors = {};
  if (body.hallIds.length === 0) errors.hallIds = [editingMessages.hall];
  const kind = PACKAGE_EVENT_TYPES[body.eventType].confirmation;
  if (missingConfirmations([kind], body.confirmations).length > 0)
    errors.confirmations = [packageMessages.confirmation];
  return errors;
}

/**
 * The rules of section 5 (`packageRuleErrors`, the same table the form runs), the venue's own
 * halls, an occasion of the event type's option group, and for a published package what
 * publishing needs. Throws one 422 with every broken rule by field.
 */
async function refuseBadPackage(
  db: Knex,
  locationId: number,
  body: PackageBody,
  state: PackageState,
): Promise<void> {
  const errors: FieldErrors = { ...packageRuleErrors(body) } as FieldErrors;
  if (body.hallIds.length > 0) {
    const own: { id: number }[] = await db(HALLS)
      .where({ location_id: locationId })
      .whereIn('id', body.hallIds)
      .select('id');
    if (own.length !== body.hallIds.length) errors.hallIds = [editingMessages.foreignHall];
  }
  if (body.optionId !== null) {
    const option = await db(OPTIONS_TABLE)
      .where({ id: body.optionId, group: PACKAGE_EVENT_TYPES[body.eventType].group })
      .first('id');
    if (!option) errors.optionId = [editingMessages.option];
  }
  // A meal the venue switched off in its meal section cannot be part of a package (a section never
  // saved switches nothing off).
  const offered: { section: string; data: { offered?: unknown } }[] = await db(PROFILES)
    .where({ location_id: locationId, room_id: 0 })
    .whereIn('section', [...new Set(body.meals.map((meal) => MEAL_SECTION_OF[meal]))])
    .select('section', 'data');
  const switchedOff = body.meals.filter((meal) =>
    offered.some((row) => row.section === MEAL_SECTION_OF[meal] && row.data.offered === false),
  );
  if (switchedOff.length > 0)
    errors.meals = [
      ...(errors.meals ?? []),
      ...switchedOff.map((meal) => editingMessages.mealNotOffered(MEAL_NAMES[meal])),
    ];
  if (state === 'published')
    for (const [field, list] of Object.entries(publishErrors(body)))
      errors[field] = [...(errors[field] ?? []), ...list];
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/** A package row back as the input it came from (publishing checks it again). */
function bodyOf(row: BundleRow): PackageBody {
  const pkg = packageOf(row);
  return { ...pkg };
}

/**
 * The owner's package editing: the venue's profile sections, accommodation per room, halls and
 * packages. Only the venue's owner; someone else's or an unknown venue is a 404.
 */
export function editingRoutes(services: PlatformServices) {
  const { db } = services;
  const catalogue = () => services.service(CATALOGUE);

  async function ownedVenue(user: AuthUser | null, locationId: number): Promise<number[]> {
    const rooms = user ? await catalogue().ownedLocationRooms(user.id, locationId) : null;
    if (!rooms) throw new NotFoundError();
    return rooms;
  }

  async function readSection(locationId: number, section: ProfileSection, roomId: number | null) {
    const row: { data: SectionValues; updated_at: Date } | undefined = await db(PROFILES)
      .where({ location_id: locationId, section, room_id: roomId ?? 0 })
      .first('data', 'updated_at');
    return {
      locationId,
      section,
      roomId,
      values: { ...emptySectionValues(section), ...(row?.data ?? {}) },
      updatedAt: row?.updated_at.toISOString() ?? null,
    };
  }

  async function writeSection(
    locationId: number,
    section: ProfileSection,
    roomId: number | null,
    values: SectionValues,
    userId: number,
  ) {
    await db(PROFILES)
      .insert({
        location_id: locationId,
        section,
        room_id: roomId ?? 0,
        data: JSON.stringify(values),
        updated_by: userId,
      })
      .onConflict(['location_id', 'section', 'room_id'])
      .merge({ data: JSON.stringify(values), updated_by: userId, updated_at: db.fn.now() });
    return readSection(locationId, section, roomId);
  }

  /** Option ids of a section (the restrictions) must name options of their group. */
  async function refuseUnknownOptions(section: ProfileSection, values: SectionValues) {
    for (const field of PROFILE_SECTIONS[section] as readonly ProfileField[]) {
      if (field.kind !== 'options') continue;
      const ids = values[field.name] as number[];
      if (ids.length === 0) continue;
      const known: number[] = await db(OPTIONS_TABLE)
        .where({ group: field.group })
        .whereIn('id', ids)
        .pluck('id');
      if (known.length !== ids.length)
        throw ValidationError.field(`values.${field.name}`, messages.format);
    }
  }

  async function overview(locationId: number, name: string, roomIds: number[]) {
    const [rooms, sections, halls, packages] = await Promise.all([
      catalogue().roomNames(locationId),
      db(PROFILES)
        .where({ location_id: locationId, room_id: 0 })
        .orderBy('section')
        .pluck('section'),
      db(HALLS).where({ location_id: locationId }).orderBy('id').select('id', 'name'),
      db(BUNDLES)
        .where({ location_id: locationId })
        .orderBy('id')
        .select('id', 'name', 'event_type as eventType', 'state'),
    ]);
    return {
      locationId,
      name,
      roomIds,
      rooms,
      savedSections: VENUE_SECTIONS.filter((section) => sections.includes(section)),
      halls,
      packages,
    } satisfies VenueOverview;
  }

  async function ownBundle(locationId: number, packageId: number): Promise<BundleRow> {
    const row: BundleRow | undefined = await db(BUNDLES)
      .where({ id: packageId, location_id: locationId })
      .first();
    if (!row) throw new NotFoundError();
    return row;
  }

  const sectionRoutes = VENUE_SECTIONS.flatMap((section) => {
    const path = EDITING_PATHS.section.replace(':section', section);
    return [
      defineRoute({
        method: 'get',
        path,
        summary: `The ${section} section of an own venue's package profile`,
        access: PACKAGE_EDIT,
        input: { params: venue },
        responses: { 200: sectionAnswer, 404: errorAnswer },
        async handler({ params, user }) {
          await ownedVenue(user, params.locationId);
          return readSection(params.locationId, section, null);
        },
      }),
      defineRoute({
        method: 'put',
        path,
        summary: `Save the ${section} section of an own venue's package profile`,
        access: PACKAGE_EDIT,
        input: { params: venue, body: sectionInput(section) },
        responses: { 200: sectionAnswer, 404: errorAnswer },
        async handler({ params, body, user }) {
          await ownedVenue(user, params.locationId);
          await refuseUnknownOptions(section, body.values as SectionValues);
          const saved = await writeSection(
            params.locationId,
            section,
            null,
            body.values as SectionValues,
            user!.id,
          );
          // The basic infos' maximum persons is what packages without hall capacities take.
          if (section === 'generalinfo-basic')
            await markVenuePackagesChanged(services, [params.locationId]);
          return saved;
        },
      }),
    ];
  });

  return [
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.venues,
      summary: "The owner's venues with their saved sections, halls and packages",
      access: PACKAGE_EDIT,
      responses: { 200: venuesAnswer },
      async handler({ user }) {
        const owned = (await catalogue().ownedEntries(user!.id)).filter(
          (entry) => entry.type === 'location',
        );
        const venues: VenueOverview[] = [];
        for (const entry of owned) {
          const rooms = (await catalogue().ownedLocationRooms(user!.id, entry.id)) ?? [];
          venues.push(await overview(entry.id, entry.name, rooms));
        }
        return venues;
      },
    }),
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.venue,
      summary: 'An own venue: saved sections, halls and packages',
      access: PACKAGE_EDIT,
      input: { params: venue },
      responses: { 200: venueOverviewAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        const rooms = await ownedVenue(user, params.locationId);
        const entry = (await catalogue().ownedEntries(user!.id)).find(
          (owned) => owned.type === 'location' && owned.id === params.locationId,
        );
        return overview(params.locationId, entry?.name ?? '', rooms);
      },
    }),
    ...sectionRoutes,
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.accommodation,
      summary: 'The accommodation of one room of an own venue',
      access: PACKAGE_EDIT,
      input: { params: roomParams },
      responses: { 200: sectionAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        const rooms = await ownedVenue(user, params.locationId);
        if (!rooms.includes(params.roomId)) throw new NotFoundError();
        return readSection(params.locationId, 'accommodation', params.roomId);
      },
    }),
    defineRoute({
      method: 'put',
      path: EDITING_PATHS.accommodation,
      summary: 'Save the accommodation of one room of an own venue',
      access: PACKAGE_EDIT,
      input: { params: roomParams, body: sectionInput('accommodation') },
      responses: { 200: sectionAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        const rooms = await ownedVenue(user, params.locationId);
        if (!rooms.includes(params.roomId)) throw new NotFoundError();
        return writeSection(
          params.locationId,
          'accommodation',
          params.roomId,
          body.values as SectionValues,
          user!.id,
        );
      },
    }),
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.halls,
      summary: "An own venue's halls for packages",
      access: PACKAGE_EDIT,
      input: { params: venue },
      responses: { 200: hallsAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        return venueHalls(db, params.locationId);
      },
    }),
    defineRoute({
      method: 'post',
      path: EDITING_PATHS.halls,
      summary: 'Add a hall (infos and availability: rental slots 1-11 with prices) to an own venue',
      access: PACKAGE_EDIT,
      input: { params: venue, body: hallInput },
      responses: { 201: hallAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        const rooms = await ownedVenue(user, params.locationId);
        if (body.roomId !== null && !rooms.includes(body.roomId))
          throw ValidationError.field('roomId', editingMessages.room);
        const [row] = await db(HALLS)
          .insert({ location_id: params.locationId, ...hallColumns(body) })
          .returning('*');
        return new RouteResponse(201, hallOf(row as HallRow));
      },
    }),
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.hall,
      summary: 'One hall of an own venue',
      access: PACKAGE_EDIT,
      input: { params: hallParams },
      responses: { 200: hallAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        const row = await db(HALLS)
          .where({ id: params.hallId, location_id: params.locationId })
          .first();
        if (!row) throw new NotFoundError();
        return hallOf(row as HallRow);
      },
    }),
    defineRoute({
      method: 'put',
      path: EDITING_PATHS.hall,
      summary: 'Change a hall of an own venue (edithall)',
      access: PACKAGE_EDIT,
      input: { params: hallParams, body: hallInput },
      responses: { 200: hallAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        const rooms = await ownedVenue(user, params.locationId);
        if (body.roomId !== null && !rooms.includes(body.roomId))
          throw ValidationError.field('roomId', editingMessages.room);
        const [row] = await db(HALLS)
          .where({ id: params.hallId, location_id: params.locationId })
          .update({ ...hallColumns(body), updated_at: db.fn.now() })
          .returning('*');
        if (!row) throw new NotFoundError();
        await markVenuePackagesChanged(services, [params.locationId]);
        return hallOf(row as HallRow);
      },
    }),
    defineRoute({
      method: 'delete',
      path: EDITING_PATHS.hall,
      summary: 'Remove a hall of an own venue (422 while a package names it)',
      access: PACKAGE_EDIT,
      input: { params: hallParams },
      responses: { 204: null, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        await db.transaction(async (trx) => {
          const hall = await trx(HALLS)
            .where({ id: params.hallId, location_id: params.locationId })
            .forUpdate()
            .first('id');
          if (!hall) throw new NotFoundError();
          const used = await trx(BUNDLES)
            .where({ location_id: params.locationId })
            .whereRaw('? = any(hall_ids)', [params.hallId])
            .first('id');
          if (used) throw ValidationError.field('hallId', editingMessages.hallInUse);
          await trx(HALLS).where({ id: params.hallId }).delete();
        });
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.packages,
      summary: "An own venue's packages (drafts and published)",
      access: PACKAGE_EDIT,
      input: { params: venue },
      responses: { 200: packagesAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        return venuePackages(db, params.locationId);
      },
    }),
    defineRoute({
      method: 'post',
      path: EDITING_PATHS.packages,
      summary: 'Create a package of an own venue as a draft (the package rules of section 5)',
      access: PACKAGE_EDIT,
      input: { params: venue, body: packageInput },
      responses: { 201: packageAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        await ownedVenue(user, params.locationId);
        await refuseBadPackage(db, params.locationId, body, 'draft');
        const [row] = await db(BUNDLES)
          .insert({ location_id: params.locationId, ...bundleColumns(body) })
          .returning('*');
        return new RouteResponse(201, packageOf(row as BundleRow));
      },
    }),
    defineRoute({
      method: 'get',
      path: EDITING_PATHS.package,
      summary: 'One package of an own venue',
      access: PACKAGE_EDIT,
      input: { params: packageParams },
      responses: { 200: packageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        return packageOf(await ownBundle(params.locationId, params.packageId));
      },
    }),
    defineRoute({
      method: 'put',
      path: EDITING_PATHS.package,
      summary: 'Change a package of an own venue (a published one must stay publishable)',
      access: PACKAGE_EDIT,
      input: { params: packageParams, body: packageInput },
      responses: { 200: packageAnswer, 404: errorAnswer },
      async handler({ params, body, user }) {
        await ownedVenue(user, params.locationId);
        const current = await ownBundle(params.locationId, params.packageId);
        await refuseBadPackage(db, params.locationId, body, current.state);
        const [row] = await db(BUNDLES)
          .where({ id: current.id })
          .update({ ...bundleColumns(body), updated_at: db.fn.now() })
          .returning('*');
        await markVenuePackagesChanged(services, [params.locationId]);
        return packageOf(row as BundleRow);
      },
    }),
    defineRoute({
      method: 'delete',
      path: EDITING_PATHS.package,
      summary: 'Remove a package of an own venue',
      access: PACKAGE_EDIT,
      input: { params: packageParams },
      responses: { 204: null, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        await db.transaction(async (trx) => {
          const bundle = await trx(BUNDLES)
            .where({ id: params.packageId, location_id: params.locationId })
            .forUpdate()
            .first('id');
          if (!bundle) throw new NotFoundError();
          // Bookings keep the package they were made for (their history and invoice name it).
          const booked = await trx(BOOKINGS).where({ package_id: params.packageId }).first('id');
          if (booked) throw ValidationError.field('packageId', editingMessages.packageBooked);
          await trx(BUNDLES).where({ id: params.packageId }).delete();
          await markVenuePackagesChanged(services, [params.locationId], trx);
        });
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'post',
      path: EDITING_PATHS.publish,
      summary: 'Publish a package of an own venue (needs a hall and the condition confirmation)',
      access: PACKAGE_EDIT,
      input: { params: packageParams },
      responses: { 200: packageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        const current = await ownBundle(params.locationId, params.packageId);
        await refuseBadPackage(db, params.locationId, bodyOf(current), 'published');
        const [row] = await db(BUNDLES)
          .where({ id: current.id })
          .update({
            state: 'published',
            published_at: current.published_at ?? db.fn.now(),
            updated_at: db.fn.now(),
          })
          .returning('*');
        await markVenuePackagesChanged(services, [params.locationId]);
        return packageOf(row as BundleRow);
      },
    }),
    defineRoute({
      method: 'post',
      path: EDITING_PATHS.withdraw,
      summary: 'Take a package of an own venue back to draft (no longer found by visitors)',
      access: PACKAGE_EDIT,
      input: { params: packageParams },
      responses: { 200: packageAnswer, 404: errorAnswer },
      async handler({ params, user }) {
        await ownedVenue(user, params.locationId);
        const current = await ownBundle(params.locationId, params.packageId);
        const [row] = await db(BUNDLES)
          .where({ id: current.id })
          .update({ state: 'draft', published_at: null, updated_at: db.fn.now() })
          .returning('*');
        await markVenuePackagesChanged(services, [params.locationId]);
        return packageOf(row as BundleRow);
      },
    }),
  ];
}

function hallColumns(body: z.output<typeof hallInput>) {
  return {
    name: body.name,
    room_id: body.roomId,
    area_m2: body.areaM2,
    capacities: JSON.stringify(body.capacities),
    description: body.description,
    rental_slots: JSON.stringify([...body.rentalSlots].sort((a, b) => a.slotId - b.slotId)),
  };
}
