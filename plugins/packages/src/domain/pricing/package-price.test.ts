import fc from 'fast-check';
import { MEALS, RENTAL_SLOT_IDS } from '../package-constants';
import { formatChf } from './format-chf';
import { packagePrice, roundTo5Rappen, type PackagePriceInput } from './package-price';

const base: PackagePriceInput = {
  prices: { single: 10_000, perPersonForTwo: 8_000 },
  date: '2027-06-10',
  days: 1,
  persons: 2,
  halls: [],
  meals: [],
  overnight: null,
  extras: [],
  periods: [],
};
const price = (change: Partial<PackagePriceInput>) => packagePrice({ ...base, ...change });
const keys = (change: Partial<PackagePriceInput>) =>
  price(change).lines.map((l) => [l.key, l.quantity, l.amount]);

describe('packagePrice: lines', () => {
  it.each([
    ['1 person pays the single price', { persons: 1 }, [['package_single', 1, 10_000]]],
    ['2 persons pay per person for two', { persons: 2 }, [['package_for_two', 2, 16_000]]],
    [
      '3 persons: a pair and one alone',
      { persons: 3 },
      [
        ['package_for_two', 2, 16_000],
        ['package_single', 1, 10_000],
      ],
    ],
    ['2 persons over 4 days', { persons: 2, days: 4 }, [['package_for_two', 8, 64_000]]],
    ['0 persons: no package line', { persons: 0 }, []],
    [
      'a hall per day of its slot',
      { days: 2, halls: [{ id: 1, name: 'Seesaal', slotId: 9 as const, pricePerDay: 50_000 }] },
      [
        ['package_for_two', 4, 32_000],
        ['hall', 2, 100_000],
      ],
    ],
    [
      'meals per person and day',
      { persons: 3, days: 2, meals: [{ meal: 'lunch' as const, pricePerPerson: 4_550 }] },
      [
        ['package_for_two', 4, 32_000],
        ['package_single', 2, 20_000],
        ['meal_lunch', 6, 27_300],
      ],
    ],
    [
      'overnight: rooms × nights',
      { days: 3, overnight: { rooms: 2, nights: 2, pricePerRoomNight: 12_000 } },
      [
        ['package_for_two', 6, 48_000],
        ['overnight', 4, 48_000],
      ],
    ],
    [
      'extras once, zero quantity left out',
      {
        extras: [
          { label: 'Beamer', quantity: 1, unitPrice: 9_000 },
          { label: 'Blumen', quantity: 0, unitPrice: 500 },
        ],
      },
      [
        ['package_for_two', 2, 16_000],
        ['extra', 1, 9_000],
      ],
    ],
  ])('%s', (_name, change, expected) => {
    expect(keys(change)).toEqual(expected);
  });

  it.each([
    ['days 0', { days: 0 }],
    ['negative persons', { persons: -1 }],
    ['fractional price', { prices: { single: 10.5, perPersonForTwo: 1 } }],
    ['overnight on 1 day', { days: 1, overnight: { rooms: 1, nights: 1, pricePerRoomNight: 1 } }],
    [
      'more nights than days - 1',
      { days: 2, overnight: { rooms: 1, nights: 2, pricePerRoomNight: 1 } },
    ],
    ['no night', { days: 2, overnight: { rooms: 1, nights: 0, pricePerRoomNight: 1 } }],
    ['negative extra', { extras: [{ label: 'x', quantity: 1, unitPrice: -5 }] }],
  ])('refuses %s', (_name, change) => {
    expect(() => price(change as Partial<PackagePriceInput>)).toThrow(RangeError);
  });

  it('takes the minimum overnight (2 days, 1 night)', () => {
    expect(keys({ days: 2, overnight: { rooms: 1, nights: 1, pricePerRoomNight: 100 } })).toEqual([
      ['package_for_two', 4, 32_000],
      ['overnight', 1, 100],
    ]);
  });
});

describe('packagePrice: periods, VAT and rounding', () => {
  const period = (
    startDate: string,
    endDate: string,
    kind: 'surcharge' | 'discount',
    percent: number,
  ) => ({
    startDate,
    endDate,
    kind,
    percent,
  });

  it.each([
    ['ends the day before', period('2027-06-01', '2027-06-09', 'surcharge', 10), []],
    ['starts the day after the last', period('2027-06-12', '2027-06-30', 'surcharge', 10), []],
    [
      'covers the first day only',
      period('2027-06-10', '2027-06-10', 'surcharge', 10),
      [[1, 1_600]],
    ],
    ['covers the last day only', period('2027-06-11', '2027-06-20', 'discount', 25), [[1, -4_000]]],
    ['covers both days', period('2027-06-01', '2027-06-30', 'discount', 100), [[2, -32_000]]],
    ['0 percent', period('2027-06-01', '2027-06-30', 'surcharge', 0), [[2, 0]]],
  ])('a period that %s', (_name, p, expected) => {
    const result = price({ days: 2, periods: [p] });
    expect(result.adjustments.map((a) => [a.days, a.amount])).toEqual(expected);
    expect(result.net).toBe(result.subtotal + result.adjustments.reduce((s, a) => s + a.amount, 0));
  });

  it('adjusts the night after a covered day, never the extras', () => {
    const result = price({
      days: 2,
      persons: 0,
      overnight: { rooms: 1, nights: 1, pricePerRoomNight: 10_000 },
      extras: [{ label: 'Deko', quantity: 1, unitPrice: 10_000 }],
      periods: [period('2027-06-10', '2027-06-10', 'surcharge', 50)],
    });
    expect(result.adjustments[0]!.amount).toBe(5_000);
  });

  it('shows VAT 8.1 % on the net and rounds only the total to 5 Rappen', () => {
    // 1 person at 123.45: VAT 10.00 (9.99945 rounded), 133.45 stays.
    const a = price({ persons: 1, prices: { single: 12_345, perPersonForTwo: 0 } });
    expect([a.net, a.vat, a.rounding, a.total]).toEqual([12_345, 1_000, 0, 13_345]);
    // 1 person at 1.00: VAT 0.08, 1.08 becomes 1.10 (+2 Rappen).
    const b = price({ persons: 1, prices: { single: 100, perPersonForTwo: 0 } });
    expect([b.vat, b.rounding, b.total]).toEqual([8, 2, 110]);
    // 1 person at 1.01: VAT 0.08, 1.09 becomes 1.10 (+1); at 1.04: 1.12 becomes 1.10 (-2).
    expect(price({ persons: 1, prices: { single: 101, perPersonForTwo: 0 } }).total).toBe(110);
    const c = price({ persons: 1, prices: { single: 104, perPersonForTwo: 0 } });
    expect([c.vat, c.rounding, c.total]).toEqual([8, -2, 110]);
    expect(a.vatPercent).toBe(8.1);
  });

  it('rounds to 5 Rappen half up', () => {
    expect([0, 2, 3, 7, 8, 10].map(roundTo5Rappen)).toEqual([0, 0, 5, 5, 10, 10]);
  });

  it('keeps total = lines + adjustments + VAT + rounding, a multiple of 5, never negative', () => {
    const amount = fc.integer({ min: 0, max: 500_000 });
    const iso = fc
      .integer({ min: 0, max: 60 })
      .map((d) => new Date(Date.UTC(2027, 5, 1) + d * 86_400_000).toISOString().slice(0, 10));
    const input = fc
      .record({
        days: fc.integer({ min: 1, max: 4 }),
        persons: fc.integer({ min: 0, max: 500 }),
        single: amount,
        forTwo: amount,
        halls: fc.array(
          fc.record({ slotId: fc.constantFrom(...RENTAL_SLOT_IDS), pricePerDay: amount }),
          {
            maxLength: 3,
          },
        ),
        meals: fc.array(fc.record({ meal: fc.constantFrom(...MEALS), pricePerPerson: amount }), {
          maxLength: 5,
        }),
        overnight: fc.option(fc.record({ rooms: fc.integer({ min: 0, max: 50 }), price: amount })),
        extras: fc.array(
          fc.record({ quantity: fc.integer({ min: 0, max: 20 }), unitPrice: amount }),
          {
            maxLength: 3,
          },
        ),
        periods: fc.array(
          fc.record({
            from: iso,
            length: fc.integer({ min: 0, max: 10 }),
            kind: fc.constantFrom('surcharge' as const, 'discount' as const),
            percent: fc.integer({ min: 0, max: 10_000 }).map((p) => p / 100),
          }),
          { maxLength: 3 },
        ),
      })
      .map((r): PackagePriceInput => ({
        prices: { single: r.single, perPersonForTwo: r.forTwo },
        date: '2027-06-20',
        days: r.days,
        persons: r.persons,
        halls: r.halls.map((h, i) => ({ id: i + 1, name: `Saal ${i}`, ...h })),
        meals: r.meals,
        overnight:
          r.overnight && r.days >= 2
            ? { rooms: r.overnight.rooms, nights: r.days - 1, pricePerRoomNight: r.overnight.price }
            : null,
        extras: r.extras.map((e, i) => ({ label: `Extra ${i}`, ...e })),
        periods: r.periods.map((p) => ({
          startDate: p.from,
          endDate: new Date(Date.parse(p.from) + p.length * 86_400_000).toISOString().slice(0, 10),
          kind: p.kind,
          percent: p.percent,
        })),
      }));
    fc.assert(
      fc.property(input, (value) => {
        const result = packagePrice(value);
        const lines = result.lines.reduce((s, l) => s + l.amount, 0);
        const adjustments = result.adjustments.reduce((s, a) => s + a.amount, 0);
        expect(result.subtotal).toBe(lines);
        expect(result.total).toBe(lines + adjustments + result.vat + result.rounding);
        expect(result.total % 5).toBe(0);
        expect(Math.abs(result.rounding)).toBeLessThanOrEqual(2);
        expect(result.total).toBeGreaterThanOrEqual(0);
        expect(result.net).toBeGreaterThanOrEqual(0);
        for (const l of result.lines) expect(l.amount).toBe(l.quantity * l.unitPrice);
      }),
      { numRuns: 300 },
    );
  });
});

describe('formatChf', () => {
  it.each([
    [0, 'CHF 0.00'],
    [5, 'CHF 0.05'],
    [123_450, "CHF 1'234.50"],
    [99_999, 'CHF 999.99'],
    [100_000, "CHF 1'000.00"],
    [123_456_789, "CHF 1'234'567.89"],
    [-1_235, 'CHF -12.35'],
  ])('%i Rappen is %s', (rappen, text) => {
    expect(formatChf(rappen)).toBe(text);
  });
});
