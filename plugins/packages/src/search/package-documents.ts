import type { PlatformServices, SearchDocument } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import {
  dayNumber,
  DEFAULT_MAX_PERSONS,
  isoDateOf,
  RESERVATION_HORIZON_DAYS,
  SEATING_STYLES,
} from '../domain';
import { BUNDLES, HALLS, PROFILES } from '../editing/editing-migrations';
import { packageOf, type BundleRow, type HallRow } from '../editing/editing-store';
import { packageBusyDays } from '../offer/package-availability';
import { placeKey } from './package-index';

/** Start days the index knows about: today and the next days up to the reservation horizon. */
export const SEARCH_HORIZON_DAYS = RESERVATION_HORIZON_DAYS;

const VENUE_COLUMNS = ['full_name', 'slug', 'zip', 'place', 'region_id', 'lat', 'lng'] as const;

/** The largest capacity (any seating style) over a package's halls, or null when none is given. */
export function largestCapacity(halls: readonly HallRow[]): number | null {
  const capacities = halls.flatMap((hall) =>
    SEATING_STYLES.map((style) => hall.capacities[style] ?? null).filter(
      (capacity): capacity is number => capacity !== null,
    ),
  );
  return capacities.length > 0 ? Math.max(...capacities) : null;
}

/**
 * The documents of the published packages of these venues (public venues only): package and
 * venue data, persons (the profile's maximum, else the largest hall capacity, else the offer's
 * default: what the reservation accepts), prices, the venue's
 * first photo and the busy start days of the next `SEARCH_HORIZON_DAYS` days from `today`.
 */
export async function packageDocuments(
  services: PlatformServices,
  locationIds: readonly number[],
  today: string,
): Promise<SearchDocument[]> {
  if (locationIds.length === 0) return [];
  const { db } = services;
  const catalogue = services.service(CATALOGUE);
  // Most catalogue changes concern venues without packages: ask the catalogue only for the rest.
  const published: BundleRow[] = await db(BUNDLES)
    .where({ state: 'published' })
    .whereIn('location_id', [...locationIds])
    .orderBy('id');
  if (published.length === 0) return [];
  const venues = await catalogue.publicEntries(
    'location',
    [...new Set(published.map((row) => row.location_id))],
    VENUE_COLUMNS,
  );
  if (venues.length === 0) return [];
  const venueIds = venues.map((venue) => venue.id);
  const bundles = published.filter((row) => venueIds.includes(row.location_id));
  const [cards, halls, profiles] = await Promise.all([
    catalogue.cards('location', venueIds, 'de'),
    db(HALLS).whereIn('location_id', venueIds) as Promise<HallRow[]>,
    db(PROFILES)
      .where({ section: 'generalinfo-basic', room_id: 0 })
      .whereIn('location_id', venueIds)
      .select('location_id', 'data') as Promise<
      { location_id: number; data: { maxPersons?: number | null } }[]
    >,
  ]);
  const packages = bundles.map(packageOf);
  const from = dayNumber(today);
  const busy = await packageBusyDays(db, packages, from, from + SEARCH_HORIZON_DAYS - 1);
  const venueOf = new Map(venues.map((venue) => [venue.id, venue]));
  const cardOf = new Map(cards.map((card) => [card.id, card]));
  const hallOf = new Map(halls.map((hall) => [hall.id, hall]));
  const profileMax = new Map(profiles.map((row) => [row.location_id, row.data.maxPersons ?? null]));
  return packages.map((item): SearchDocument => {
    const venue = venueOf.get(item.locationId)!;
    const card = cardOf.get(item.locationId);
    const ownHalls = item.hallIds.flatMap((id) => hallOf.get(id) ?? []);
    const positioned = venue.lat !== null && venue.lng !== null;
    return {
      id: String(item.id),
      name: item.name,
      venue_name: venue.full_name,
      city: venue.place,
      location_id: String(item.locationId),
      venue_slug: venue.slug,
      city_key: venue.place ? placeKey(venue.place) : null,
      postcode: venue.zip,
      region: venue.region_id === null ? null : String(venue.region_id),
      region_name: card?.region ?? null,
      event_type: item.eventType,
      option_id: item.optionId === null ? null : String(item.optionId),
      photo: card?.media.photos[0]?.src ?? null,
      busy_days: (busy.get(item.id) ?? []).map(isoDateOf),
      // As the offer counts them: the venue's maximum, else the halls' largest capacity.
      persons: profileMax.get(item.locationId) ?? largestCapacity(ownHalls) ?? DEFAULT_MAX_PERSONS,
      single_price: item.singlePriceRappen,
      per_person_price: item.pricePerPersonRappen,
      position: positioned ? { lat: Number(venue.lat), lng: Number(venue.lng) } : null,
    };
  });
}
