import {
  MIN_DAYS_FOR_OVERNIGHT,
  VAT_PERCENT,
  type Meal,
  type RentalSlotId,
} from '../package-constants';
import { adjustedAmount, type PriceAdjustment } from '../package-rules';

/** A hall (or room) booked for every day of the package in one rental slot. */
export interface PricedHall {
  id: number;
  name: string;
  slotId: RentalSlotId;
  /** Rappen per day for that slot. */
  pricePerDay: number;
}

/** A price planning period (whole days, ISO dates inclusive) with its surcharge or discount. */
export interface PricedPeriod extends PriceAdjustment {
  startDate: string;
  endDate: string;
}

/** Everything the total depends on; every amount in Rappen (whole numbers, not negative). */
export interface PackagePriceInput {
  /** The package per person and day: alone (`single`) or per person sharing for two. */
  prices: { single: number; perPersonForTwo: number };
  /** The first day, ISO `YYYY-MM-DD`. */
  date: string;
  days: number;
  persons: number;
  halls: readonly PricedHall[];
  /** Meals per person and day. */
  meals: readonly { meal: Meal; pricePerPerson: number }[];
  /** Rooms for the nights between the days (at most `days - 1` nights, needs 2 days or more). */
  overnight: { rooms: number; nights: number; pricePerRoomNight: number } | null;
  /** One-off items (not tied to a day, so price periods leave them alone). */
  extras: readonly { label: string; quantity: number; unitPrice: number }[];
  /** The periods of the venue; those not touching the package's days are ignored. */
  periods: readonly PricedPeriod[];
}

export type PriceLineKey =
  'package_single' | 'package_for_two' | 'hall' | `meal_${Meal}` | 'overnight' | 'extra';
export type PriceUnit = 'person_day' | 'day' | 'room_night' | 'piece';

/** One line of the price: `amount = quantity × unitPrice` (Rappen). */
export interface PriceLine {
  key: PriceLineKey;
  /** The hall's or extra's own name; null for lines the screen names by key. */
  label: string | null;
  quantity: number;
  unit: PriceUnit;
  unitPrice: number;
  amount: number;
}

/** What one price period adds (surcharge, positive) or takes off (discount, negative). */
export interface AdjustmentLine extends PricedPeriod {
  /** How many of the package's days the period covers. */
  days: number;
  amount: number;
}

export interface PackagePrice {
  lines: PriceLine[];
  /** Sum of the lines. */
  subtotal: number;
  adjustments: AdjustmentLine[];
  /** Subtotal plus adjustments: the amount VAT is computed on. */
  net: number;
  vatPercent: number;
  /** VAT on the net, rounded to whole Rappen. */
  vat: number;
  /** What rounding `net + vat` to 5 Rappen added (-2 to +2). */
  rounding: number;
  /** `net + vat + rounding`, a multiple of 5 Rappen. */
  total: number;
}

const DAY_MS = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function requireAmount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0)
    throw new RangeError(`${what} must be a whole, non-negative number`);
}

/** Rounds Rappen to the nearest 5 Rappen (Swiss cash rounding). */
export const roundTo5Rappen = (rappen: number) => Math.round(rappen / 5) * 5;

/**
 * The price of a package booking, line by line (Swiss invoice practice): lines in whole Rappen;
 * each price period adjusts the days it covers (package, halls, meals, and the night after that
 * day), compounding when two meet on a day; VAT on the net, rounded to the Rappen; only the total
 * is rounded to 5 Rappen, the difference shown as `rounding`. Throws a RangeError on amounts that
 * are not whole and non-negative, and on an overnight stay the days do not allow.
 */
export function packagePrice(input: PackagePriceInput): PackagePrice {
  const { prices, days, persons } = input;
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError('days must be 1 or more');
  requireAmount(persons, 'persons');
  requireAmount(prices.single, 'single price');
  requireAmount(prices.perPersonForTwo, 'price per person for two');
  const nights = input.overnight?.nights ?? 0;
  if (input.overnight && (days < MIN_DAYS_FOR_OVERNIGHT || nights < 1 || nights > days - 1))
    throw new RangeError('an overnight stay needs 2 days or more and 1 to days-1 nights');

  const alone = persons % 2;
  const paired = persons - alone;
  const line = (
    key: PriceLineKey,
    label: string | null,
    quantity: number,
    unit: PriceUnit,
    unitPrice: number,
  ): PriceLine => {
    requireAmount(quantity, key);
    requireAmount(unitPrice, key);
    return { key, label, quantity, unit, unitPrice, amount: quantity * unitPrice };
  };
  const perDay: PriceLine[] = [
    line('package_for_two', null, paired * days, 'person_day', prices.perPersonForTwo),
    line('package_single', null, alone * days, 'person_day', prices.single),
    ...input.halls.map((hall) => line('hall', hall.name, days, 'day', hall.pricePerDay)),
    ...input.meals.map((m) =>
      line(`meal_${m.meal}`, null, persons * days, 'person_day', m.pricePerPerson),
    ),
  ];
  const overnight = input.overnight
    ? line(
        'overnight',
        null,
        input.overnight.rooms * nights,
        'room_night',
        input.overnight.pricePerRoomNight,
      )
    : null;
  const extras = input.extras.map((e) => line('extra', e.label, e.quantity, 'piece', e.unitPrice));
  const lines = [...perDay, ...(overnight ? [overnight] : []), ...extras].filter(
    (l) => l.quantity > 0,
  );

  // What one day costs before adjustments: the per-day lines, plus the night after it.
  const dayBase = perDay.reduce((sum, l) => sum + l.amount / days, 0);
  const nightAmount = input.overnight
    ? input.overnight.rooms * input.overnight.pricePerRoomNight
    : 0;
  const adjustments = new Map<PricedPeriod, AdjustmentLine>();
  for (let day = 0; day < days; day += 1) {
    const date = addDays(input.date, day);
    let amount = dayBase + (day < nights ? nightAmount : 0);
    for (const period of input.periods) {
      if (period.startDate > date || period.endDate < date) continue;
      const adjusted = adjustedAmount(amount, period);
      const entry = adjustments.get(period) ?? { ...period, days: 0, amount: 0 };
      entry.days += 1;
      entry.amount += adjusted - amount;
      adjustments.set(period, entry);
      amount = adjusted;
    }
  }

  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const adjustmentLines = [...adjustments.values()];
  const net = subtotal + adjustmentLines.reduce((sum, a) => sum + a.amount, 0);
  const vat = Math.round((net * VAT_PERCENT) / 100);
  const total = roundTo5Rappen(net + vat);
  return {
    lines,
    subtotal,
    adjustments: adjustmentLines,
    net,
    vatPercent: VAT_PERCENT,
    vat,
    rounding: total - net - vat,
    total,
  };
}
