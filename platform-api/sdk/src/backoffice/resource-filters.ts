import type { Knex } from 'knex';
import { z, type ZodType } from 'zod';
import { messages } from '../messages';
import { text, wholeNumber } from '../validation';

/**
 * One filter of a back-office list: the schema of its query value (a string in, a typed value out,
 * 'Ungültiges Format' otherwise) and how it narrows the list's query.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface ResourceFilter<Value = any> {
  schema: ZodType<Value>;
  /** `now`: the platform's clock at the request (a filter relative to the present uses it). */
  apply(query: Knex.QueryBuilder, value: Value, now: Date): void;
}

/** `true` or `false` in a query string. */
export const queryBoolean = () =>
  z.enum(['true', 'false'], { error: messages.format }).transform((value) => value === 'true');

/** An ISO date (`2026-11-27`) or date-time in a query string. */
export const queryDate = () =>
  text(40).pipe(
    z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: messages.format }),
  );

/** Rows whose `column` equals the value (a boolean, a number or a text of at most 255 characters). */
export function equalsFilter<Value>(column: string, schema: ZodType<Value>): ResourceFilter<Value> {
  return { schema, apply: (query, value) => void query.where(column, value as never) };
}

/** Rows whose boolean `column` is the value (`?active=true`). */
export const booleanFilter = (column: string) => equalsFilter(column, queryBoolean());

/** Rows whose integer `column` is the value, e.g. a creator's id (`?created_by=4`). */
export const numberFilter = (column: string, min = 0, max = 2_147_483_647) =>
  equalsFilter(column, wholeNumber(min, max));

/** Rows whose `column` is one of `values` exactly (`?kind=job`). */
export const choiceFilter = (column: string, values: readonly [string, ...string[]]) =>
  equalsFilter(column, z.enum(values, { error: messages.format }));

/** Rows whose text `column` contains the value, case-insensitively (`?to=/site`). */
export function containsFilter(column: string, max = 255): ResourceFilter<string> {
  return {
    schema: text(max),
    apply: (query, value) => void query.whereRaw('??::text ilike ?', [column, likePattern(value)]),
  };
}

/** Rows whose date `column` is on or after (`from`) or before (`to`) the value. */
export function dateFilter(column: string, bound: 'from' | 'to'): ResourceFilter<string> {
  return {
    schema: queryDate(),
    apply: (query, value) => void query.where(column, bound === 'from' ? '>=' : '<', value),
  };
}

/** A `contains` pattern for ILIKE: the text with its own `%`, `_` and `\` taken literally. */
export function likePattern(value: string): string {
  return `%${value.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
