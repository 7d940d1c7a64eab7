import type { Knex } from 'knex';
import type { PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  DEFAULT_MAX_PERSONS,
  dayNumber,
  isoDateOf,
  MEAL_SECTION_OF,
  MEALS,
  rentalSlotHours,
  RESERVATION_HORIZON_DAYS,
  SEATING_STYLES,
  type PackageOffer,
  type RentalSlotId,
} from '../domain';
import { pricePeriods } from '../calendar/calendar-store';
import { BUNDLES, HALLS, PROFILES } from '../editing/editing-migrations';
import { hallOf, packageOf, type BundleRow, type HallRow } from '../editing/editing-store';
import { OPTIONS_TABLE } from '../editing/editing-tables';
import { packageBusyDays } from './package-availability';

/* eslint-disable @typescript-eslint/no-explicit-any */
type SectionData = Record<string, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

const SWISS_DAY = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' });
/** Today in Switzerland (the day a reservation is made on), ISO. */
export const swissToday = (now = new Date()) => SWISS_DAY.format(now);

/** The location slug of a card path (`…/{id}/{slug}.html`), else the name's. */
function venueSlug(path: string, id: number): string {
  const last = path.split('/').at(-1) ?? '';
  return last && last !== String(id) ? last.replace(/\.html$/, '') : '';
}

/**
 * A published package of a public venue as visitors see it (`PackageOffer`), read in `db` (the
 * reservation's transaction, so what it prices is what it checked), or null. Prices come from the
 * package, its halls' rental slots, the venue's meal, accommodation and catering sections and its
 * price periods.
 */
export async function loadOffer(
  services: PlatformServices,
  packageId: number,
  {
    db = services.db,
    locale = 'de',
    today = swissToday(),
  }: {
    db?: Knex | Knex.Transaction;
    locale?: string;
    today?: string;
  } = {},
): Promise<PackageOffer | null> {
  const row: BundleRow | undefined = await db(BUNDLES)
    .where({ id: packageId, state: 'published' })
    .first();
  if (!row) return null;
  const bundle = packageOf(row);
  const catalogue = services.service(CATALOGUE);
  const [card] = await catalogue.cards('location', [bundle.locationId], locale);
  if (!card) return null;

  // One after the other: a transaction's connection runs one query at a time.
  const hallRows = await db(HALLS)
    .whereIn('id', bundle.hallIds)
    .where({ location_id: bundle.locationId })
    .orderBy('id');
  const option = bundle.optionId
    ? await db(OPTIONS_TABLE).where({ id: bundle.optionId }).first('name')
    : undefined;
  const sectionRows = await db(PROFILES)
    .where({ location_id: bundle.locationId })
    .select('section', 'room_id', 'data');
  const roomNames = await catalogue.roomNames(bundle.locationId);
  const periods = await pricePeriods(db as Knex, bundle.locationId);
  const halls = (hallRows as HallRow[]).map(hallOf);
  const section = (name: string, roomId = 0): SectionData | undefined =>
    (sectionRows as { section: string; room_id: number; data: SectionData }[]).find(
      (item) => item.section === name && item.room_id === roomId,
    )?.data;

  const capacity = Math.max(
    0,
    ...halls.flatMap((hall) => SEATING_STYLES.map((style) => hall.capacities[style] ?? 0)),
  );
  const maxPersons =
    section('generalinfo-basic')?.maxPersons ?? (capacity > 0 ? capacity : DEFAULT_MAX_PERSONS);

  const extraMeals = MEALS.filter((meal) => !bundle.meals.includes(meal)).flatMap((meal) => {
    const data = section(MEAL_SECTION_OF[meal]);
    return data?.offered && typeof data.pricePerPersonRappen === 'number'
      ? [{ meal, pricePerPersonRappen: data.pricePerPersonRappen as number }]
      : [];
  });
  const accommodation = bundle.overnight
    ? roomNames.flatMap((room) => {
        const data = section('accommodation', room.id);
        return typeof data?.pricePerNightRappen === 'number'
          ? [
              {
                roomId: room.id,
                name: room.name,
                pricePerNightRappen: data.pricePerNightRappen as number,
                breakfastIncluded: Boolean(data.breakfastIncluded),
              },
            ]
          : [];
      })
    : [];
  const corkage = section('catering')?.corkageRappen;

  const from = dayNumber(today) + 1;
  const busy = await packageBusyDays(db, [bundle], from, from + RESERVATION_HORIZON_DAYS - 1);

  return {
    package: {
      id: bundle.id,
      name: bundle.name,
      description: bundle.description,
      eventType: bundle.eventType,
      optionId: bundle.optionId,
      optionName: option?.name ?? null,
      days: bundle.days,
      timesOfDay: bundle.timesOfDay,
      meals: bundle.meals,
      overnight: bundle.overnight,
      highlightedSpecials: bundle.highlightedSpecials,
      includedItems: bundle.includedItems,
      singlePriceRappen: bundle.singlePriceRappen,
      pricePerPersonRappen: bundle.pricePerPersonRappen,
      maxPersons,
    },
    venue: {
      id: card.id,
      name: card.name,
      slug: venueSlug(card.path, card.id),
      city: card.place,
      postcode: card.zip,
      region: card.region,
      photo: card.media.photos[0]?.src ?? null,
      detailPath: card.path,
    },
    halls: halls.map((hall) => ({
      id: hall.id,
      name: hall.name,
      areaM2: hall.areaM2,
      capacities: hall.capacities,
      rentalSlots: hall.rentalSlots.map((slot) => {
        const hours = rentalSlotHours(slot.slotId as RentalSlotId);
        return { ...slot, startHour: hours.from, endHour: hours.to };
      }),
    })),
    extraMeals,
    accommodation,
    extras:
      typeof corkage === 'number' && corkage > 0
        ? [{ key: 'corkage', label: 'Zapfengeld pro Flasche', unitPriceRappen: corkage }]
        : [],
    pricePeriods: periods
      .filter((period) => period.endDate >= today)
      .map(({ startDate, endDate, kind, percent }) => ({ startDate, endDate, kind, percent })),
    busyDays: (busy.get(bundle.id) ?? []).map(isoDateOf),
    conditions: { cancellation: section('cancellation')?.policy ?? null },
  };
}
