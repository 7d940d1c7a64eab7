import type { PackageOptionGroup } from './package-options';

/** The package numbers of spec section 9, one table each, shared by the API and the forms. */

/** Most days one package can span. */
export const MAX_PACKAGE_DAYS = 4;
/** Most highlighted specials one package can show. */
export const MAX_HIGHLIGHTED_SPECIALS = 5;
/** Fewest days a package needs to include an overnight stay. */
export const MIN_DAYS_FOR_OVERNIGHT = 2;
/** Value added tax in percent (shown separately on every total). */
export const VAT_PERCENT = 8.1;
/** The first hour a room's day calendar shows and accepts. */
export const ROOM_CALENDAR_START_HOUR = 6;
/** The largest surcharge or discount a price adjustment may carry, in percent. */
export const MAX_ADJUSTMENT_PERCENT = 100;

/** Times of day a package day is booked for: [from, to) in whole hours. */
export const TIMES_OF_DAY = {
  morning: { from: 8, to: 12 },
  noon: { from: 12, to: 14 },
  afternoon: { from: 14, to: 18 },
  evening: { from: 18, to: 23 },
} as const;
export type TimeOfDay = keyof typeof TIMES_OF_DAY;
export const TIME_OF_DAY_NAMES = Object.keys(TIMES_OF_DAY) as TimeOfDay[];

/** The meals a package can include, in the spec's order. */
export const MEALS = ['breakfast', 'coffee_break', 'lunch', 'aperitif', 'dinner'] as const;
export type Meal = (typeof MEALS)[number];

/**
 * Rental slots by id (1-11). `to` is null for the extra night hour (open end from 23); the extra
 * day hour adds the hour up to 23.
 */
export const RENTAL_SLOTS = {
  1: { name: 'morning', from: 8, to: 12 },
  2: { name: 'midday', from: 12, to: 14 },
  3: { name: 'afternoon', from: 14, to: 18 },
  4: { name: 'evening', from: 18, to: 23 },
  5: { name: 'morning_to_midday', from: 8, to: 14 },
  6: { name: 'morning_to_afternoon', from: 8, to: 18 },
  7: { name: 'midday_to_afternoon', from: 12, to: 18 },
  8: { name: 'midday_to_evening', from: 12, to: 23 },
  9: { name: 'whole_day', from: 8, to: 23 },
  10: { name: 'extra_hour_day', from: 22, to: 23 },
  11: { name: 'extra_hour_night', from: 23, to: null },
} as const satisfies Record<number, { name: string; from: number; to: number | null }>;
export type RentalSlotId = keyof typeof RENTAL_SLOTS;
export const RENTAL_SLOT_IDS = Object.keys(RENTAL_SLOTS).map(Number) as RentalSlotId[];

/** What every package price includes (section 9), in the spec's order. */
export const INCLUDED_ITEMS = [
  'setup_2h_before',
  'teardown_1h_after',
  'power',
  'heating',
  'caretaker_flat_fee',
  'final_cleaning',
  'tables_and_chairs',
  'wlan',
  'flipchart',
  'facilitation_case',
  'amplifier_and_microphone',
  'screen_and_projector',
] as const;
export type IncludedItem = (typeof INCLUDED_ITEMS)[number];

/** The event kinds a package is sold for and the condition confirmation each one needs. */
export const CONDITION_CONFIRMATIONS = { meeting: 25, celebration: 26, wedding: 27 } as const;
export type PackageEventKind = keyof typeof CONDITION_CONFIRMATIONS;
export const PACKAGE_EVENT_KINDS = Object.keys(CONDITION_CONFIRMATIONS) as PackageEventKind[];

/**
 * The event types a package is sold for: the package option group its occasions come from and
 * the condition confirmation (25/26/27) it needs before it is published.
 */
export const PACKAGE_EVENT_TYPES = {
  meeting: { group: 'meet', confirmation: 'meeting' },
  celebration_business: { group: 'celebration_business', confirmation: 'celebration' },
  celebration_private: { group: 'celebration_private', confirmation: 'celebration' },
  wedding: { group: 'marry', confirmation: 'wedding' },
} as const satisfies Record<string, { group: PackageOptionGroup; confirmation: PackageEventKind }>;
export type PackageEventType = keyof typeof PACKAGE_EVENT_TYPES;
export const PACKAGE_EVENT_TYPE_NAMES = Object.keys(PACKAGE_EVENT_TYPES) as PackageEventType[];
