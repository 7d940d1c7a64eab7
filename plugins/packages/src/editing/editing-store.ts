import type { Knex } from 'knex';
import {
  packageAnswer,
  type Hall,
  type Package,
  type PackageEventType,
  type PackageState,
  type SeatingStyle,
  everySeatingStyle,
} from '../domain';
import { BUNDLES, HALLS } from './editing-migrations';

/** The columns of a hall row as the answer names them. */
export interface HallRow {
  id: number;
  location_id: number;
  name: string;
  room_id: number | null;
  area_m2: number | null;
  capacities: Partial<Record<SeatingStyle, number | null>>;
  description: string | null;
  rental_slots: { slotId: number; priceRappen: number }[];
  updated_at: Date;
}

export function hallOf(row: HallRow): Hall {
  return {
    id: row.id,
    locationId: row.location_id,
    name: row.name,
    roomId: row.room_id,
    areaM2: row.area_m2,
    capacities: everySeatingStyle(row.capacities),
    description: row.description,
    rentalSlots: row.rental_slots,
    updatedAt: row.updated_at.toISOString(),
  };
}

export interface BundleRow {
  id: number;
  location_id: number;
  event_type: PackageEventType;
  option_id: number | null;
  name: string;
  description: string | null;
  days: number;
  times_of_day: Package['timesOfDay'];
  meals: Package['meals'];
  hall_ids: number[];
  overnight: boolean;
  highlighted_specials: string[];
  single_price_rappen: number;
  price_per_person_rappen: number;
  included_items: Package['includedItems'];
  confirmations: number[];
  state: PackageState;
  published_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export function packageOf(row: BundleRow): Package {
  return packageAnswer.parse({
    id: row.id,
    locationId: row.location_id,
    eventType: row.event_type,
    optionId: row.option_id,
    name: row.name,
    description: row.description,
    days: row.days,
    timesOfDay: row.times_of_day,
    meals: row.meals,
    hallIds: row.hall_ids,
    overnight: row.overnight,
    highlightedSpecials: row.highlighted_specials,
    singlePriceRappen: row.single_price_rappen,
    pricePerPersonRappen: row.price_per_person_rappen,
    includedItems: row.included_items,
    confirmations: row.confirmations,
    state: row.state,
    publishedAt: row.published_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  });
}

export async function venueHalls(db: Knex, locationId: number): Promise<Hall[]> {
  const rows: HallRow[] = await db(HALLS).where({ location_id: locationId }).orderBy('id');
  return rows.map(hallOf);
}

export async function venuePackages(db: Knex, locationId: number): Promise<Package[]> {
  const rows: BundleRow[] = await db(BUNDLES).where({ location_id: locationId }).orderBy('id');
  return rows.map(packageOf);
}
