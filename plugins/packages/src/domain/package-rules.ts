import {
  CONDITION_CONFIRMATIONS,
  MAX_ADJUSTMENT_PERCENT,
  MAX_HIGHLIGHTED_SPECIALS,
  MAX_PACKAGE_DAYS,
  MIN_DAYS_FOR_OVERNIGHT,
  RENTAL_SLOTS,
  type Meal,
  type PackageEventKind,
  type RentalSlotId,
  type TimeOfDay,
} from './package-constants';
import { packageMessages } from './package-messages';

/** What the package rules look at: one entry of `timesOfDay` per package day. */
export interface PackageDraft {
  timesOfDay: readonly (readonly TimeOfDay[])[];
  meals: readonly Meal[];
  highlightedSpecials: readonly string[];
  overnight: boolean;
}

/** Field name to its German messages (empty object: the draft keeps every rule). */
export type PackageRuleErrors = Partial<Record<string, string[]>>;

type Rule = (draft: PackageDraft) => [field: string, message: string][];

/** Section 5's package rules, one row each; a form and the route run the same table. */
const PACKAGE_RULES: Rule[] = [
  ({ timesOfDay }) => (timesOfDay.length < 1 ? [['days', packageMessages.minDays]] : []),
  ({ timesOfDay }) =>
    timesOfDay.length > MAX_PACKAGE_DAYS ? [['days', packageMessages.maxDays]] : [],
  ({ timesOfDay }) =>
    timesOfDay.flatMap((times, index) =>
      times.length === 0
        ? [[`timesOfDay.${index}`, packageMessages.timeOfDayPerDay(index + 1)] as [string, string]]
        : [],
    ),
  ({ meals }) => (meals.length === 0 ? [['meals', packageMessages.meal]] : []),
  ({ highlightedSpecials }) =>
    highlightedSpecials.length > MAX_HIGHLIGHTED_SPECIALS
      ? [['highlightedSpecials', packageMessages.maxSpecials]]
      : [],
  ({ overnight, timesOfDay }) =>
    overnight && timesOfDay.length < MIN_DAYS_FOR_OVERNIGHT
      ? [['overnight', packageMessages.overnight]]
      : [],
];

/** The broken package rules of a draft by field, in the German of the spec. */
export function packageRuleErrors(draft: PackageDraft): PackageRuleErrors {
  const errors: PackageRuleErrors = {};
  for (const rule of PACKAGE_RULES)
    for (const [field, message] of rule(draft)) (errors[field] ??= []).push(message);
  return errors;
}

/** Whether `id` names one of the rental slots 1-11. */
export function isRentalSlotId(id: number): id is RentalSlotId {
  return Object.hasOwn(RENTAL_SLOTS, id);
}

/**
 * The hours a rental slot covers: [from, to) with `to` 24 for the extra night hour, which starts
 * at 23 and runs past midnight (the next day is not the package's).
 */
export function rentalSlotHours(id: RentalSlotId): { from: number; to: number } {
  const slot = RENTAL_SLOTS[id];
  return { from: slot.from, to: slot.to ?? 24 };
}

/** A price adjustment: a surcharge adds, a discount takes off, both in whole or decimal percent. */
export interface PriceAdjustment {
  kind: 'surcharge' | 'discount';
  percent: number;
}

/** Whether an adjustment's percent lies in 0-100 (a discount of 100 % makes the price 0). */
export function isValidAdjustment({ percent }: PriceAdjustment): boolean {
  return Number.isFinite(percent) && percent >= 0 && percent <= MAX_ADJUSTMENT_PERCENT;
}

/** `amount` in Rappen after the adjustment, rounded to whole Rappen. */
export function adjustedAmount(amount: number, { kind, percent }: PriceAdjustment): number {
  const factor = kind === 'surcharge' ? 1 + percent / 100 : 1 - percent / 100;
  return Math.round(amount * factor);
}

/** The condition confirmation (taxonomy id 25, 26 or 27) a package of this event kind needs. */
export function conditionConfirmationFor(kind: PackageEventKind): number {
  return CONDITION_CONFIRMATIONS[kind];
}

/** Whether the confirmations given cover what each of the package's event kinds needs. */
export function missingConfirmations(
  kinds: readonly PackageEventKind[],
  confirmed: readonly number[],
): number[] {
  return kinds.map(conditionConfirmationFor).filter((id) => !confirmed.includes(id));
}
