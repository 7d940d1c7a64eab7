import {
  INCLUDED_ITEMS,
  RENTAL_SLOT_IDS,
  TIMES_OF_DAY,
  VAT_PERCENT,
  ROOM_CALENDAR_START_HOUR,
  type TimeOfDay,
} from './package-constants';
import { packageMessages } from './package-messages';
import {
  adjustedAmount,
  conditionConfirmationFor,
  isRentalSlotId,
  isValidAdjustment,
  missingConfirmations,
  packageRuleErrors,
  rentalSlotHours,
  type PackageDraft,
} from './package-rules';

const day: TimeOfDay[] = ['morning'];
const draft = (change: Partial<PackageDraft> = {}): PackageDraft => ({
  timesOfDay: [day],
  meals: ['lunch'],
  highlightedSpecials: [],
  overnight: false,
  ...change,
});
const days = (n: number) => Array.from({ length: n }, () => day);
const specials = (n: number) => Array.from({ length: n }, (_, i) => `Highlight ${i + 1}`);

describe('package rules (spec section 5)', () => {
  it.each<[string, Partial<PackageDraft>, Record<string, string[]>]>([
    ['one day, one time of day, one meal', {}, {}],
    ['no day', { timesOfDay: [] }, { days: [packageMessages.minDays] }],
    ['4 days (the maximum)', { timesOfDay: days(4) }, {}],
    ['5 days', { timesOfDay: days(5) }, { days: [packageMessages.maxDays] }],
    [
      'a day without a time of day',
      { timesOfDay: [day, []] },
      { 'timesOfDay.1': [packageMessages.timeOfDayPerDay(2)] },
    ],
    [
      'every time of day on one day',
      { timesOfDay: [['morning', 'noon', 'afternoon', 'evening']] },
      {},
    ],
    ['no meal', { meals: [] }, { meals: [packageMessages.meal] }],
    ['every meal', { meals: ['breakfast', 'coffee_break', 'lunch', 'aperitif', 'dinner'] }, {}],
    ['5 highlighted specials', { highlightedSpecials: specials(5) }, {}],
    [
      '6 highlighted specials',
      { highlightedSpecials: specials(6) },
      { highlightedSpecials: [packageMessages.maxSpecials] },
    ],
    ['overnight on 1 day', { overnight: true }, { overnight: [packageMessages.overnight] }],
    ['overnight on 2 days', { overnight: true, timesOfDay: days(2) }, {}],
    [
      'several rules at once',
      { timesOfDay: [], meals: [], overnight: true },
      {
        days: [packageMessages.minDays],
        meals: [packageMessages.meal],
        overnight: [packageMessages.overnight],
      },
    ],
  ])('%s', (_, change, errors) => {
    expect(packageRuleErrors(draft(change))).toEqual(errors);
  });
});

describe('times of day and rental slots (spec section 9)', () => {
  it('has the four times of day with their hours', () => {
    expect(TIMES_OF_DAY).toEqual({
      morning: { from: 8, to: 12 },
      noon: { from: 12, to: 14 },
      afternoon: { from: 14, to: 18 },
      evening: { from: 18, to: 23 },
    });
  });

  it.each([
    [1, 8, 12],
    [2, 12, 14],
    [3, 14, 18],
    [4, 18, 23],
    [5, 8, 14],
    [6, 8, 18],
    [7, 12, 18],
    [8, 12, 23],
    [9, 8, 23],
    [10, 22, 23],
    [11, 23, 24],
  ] as const)('slot %i covers %i-%i', (id, from, to) => {
    expect(rentalSlotHours(id)).toEqual({ from, to });
  });

  it.each([
    [0, false],
    [1, true],
    [11, true],
    [12, false],
  ])('slot id %i is valid: %s', (id, valid) => {
    expect(isRentalSlotId(id)).toBe(valid);
  });

  it('numbers the slots 1 to 11', () => {
    expect(RENTAL_SLOT_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });
});

describe('prices', () => {
  it.each([
    [-0.01, false],
    [0, true],
    [12.5, true],
    [100, true],
    [100.01, false],
    [Number.NaN, false],
  ])('an adjustment of %d %% is valid: %s', (percent, valid) => {
    expect(isValidAdjustment({ kind: 'discount', percent })).toBe(valid);
    expect(isValidAdjustment({ kind: 'surcharge', percent })).toBe(valid);
  });

  it.each([
    ['surcharge', 10, 10000, 11000],
    ['discount', 10, 10000, 9000],
    ['discount', 100, 10000, 0],
    ['surcharge', 0, 10000, 10000],
    ['surcharge', 12.5, 333, 375],
  ] as const)('a %s of %d %% on %d Rappen gives %d', (kind, percent, amount, result) => {
    expect(adjustedAmount(amount, { kind, percent })).toBe(result);
  });

  it('knows VAT 8.1 % and the room calendar start hour 6', () => {
    expect(VAT_PERCENT).toBe(8.1);
    expect(ROOM_CALENDAR_START_HOUR).toBe(6);
  });
});

describe('included items and condition confirmations', () => {
  it('lists the twelve included items of section 9', () => {
    expect(INCLUDED_ITEMS).toHaveLength(12);
    expect(INCLUDED_ITEMS[0]).toBe('setup_2h_before');
    expect(INCLUDED_ITEMS[1]).toBe('teardown_1h_after');
  });

  it.each([
    ['meeting', 25],
    ['celebration', 26],
    ['wedding', 27],
  ] as const)('a %s needs confirmation %i', (kind, id) => {
    expect(conditionConfirmationFor(kind)).toBe(id);
  });

  it.each<[('meeting' | 'celebration' | 'wedding')[], number[], number[]]>([
    [['meeting'], [25], []],
    [['meeting'], [], [25]],
    [['celebration', 'wedding'], [26], [27]],
    [['meeting', 'celebration', 'wedding'], [25, 26, 27], []],
  ])('kinds %j with %j confirmed miss %j', (kinds, confirmed, missing) => {
    expect(missingConfirmations(kinds, confirmed)).toEqual(missing);
  });
});
