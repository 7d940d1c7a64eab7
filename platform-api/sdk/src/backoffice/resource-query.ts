import { z, type ZodType } from 'zod';
import { messages } from '../messages';
import { text, wholeNumber } from '../validation';
import type { ResourceFilter } from './resource-filters';

/** The highest page number a list accepts at all (beyond the last page is a 422 too). */
export const MAX_PAGE = 100_000;

/** Which archived rows a list shows: the current ones (default), the archived ones, or both. */
export const ARCHIVED_VIEWS = ['current', 'archived', 'all'] as const;
export type ArchivedView = (typeof ARCHIVED_VIEWS)[number];

/** The parsed query of a back-office list: paging, sort, search and the declared filters. */
export interface ListQuery {
  page: number;
  per_page: number;
  sort: string;
  order: 'asc' | 'desc';
  q?: string;
  archived?: ArchivedView;
  /** Declared filters by name, only those sent. */
  [filter: string]: unknown;
}

/** What `listQuerySchema` needs of a resource. */
export interface ListQueryShape {
  sortable: readonly [string, ...string[]];
  defaultSort: { field: string; order: 'asc' | 'desc' };
  perPage: { default: number; max: number };
  search: readonly string[];
  archive: boolean;
  filters: Readonly<Record<string, ResourceFilter>>;
}

/** Query parameters every list understands, besides the declared filters. */
export const LIST_PARAMETERS = ['page', 'per_page', 'sort', 'order', 'q', 'archived'] as const;

/**
 * The query schema of a list: `page`, `per_page` (1 to the resource's maximum), `sort` (a sortable
 * field), `order` (`asc`/`desc`), `q` (when the resource declares search fields), `archived`
 * (when it archives) and each declared filter. Any other parameter, an unknown sort field or a
 * bad value is a 422 'Ungültiges Format' on that parameter. With `paging: false` (CSV export)
 * `page` and `per_page` are unknown parameters too.
 */
export function listQuerySchema(
  shape: ListQueryShape,
  { paging = true }: { paging?: boolean } = {},
): ZodType<ListQuery> {
  const fields: Record<string, ZodType> = {
    sort: z.enum(shape.sortable, { error: messages.format }).default(shape.defaultSort.field),
    order: z.enum(['asc', 'desc'], { error: messages.format }).default(shape.defaultSort.order),
  };
  if (paging) {
    fields.page = wholeNumber(1, MAX_PAGE).default(1);
    fields.per_page = wholeNumber(1, shape.perPage.max).default(shape.perPage.default);
  }
  if (shape.search.length > 0) fields.q = text(200).trim().optional();
  if (shape.archive)
    fields.archived = z.enum(ARCHIVED_VIEWS, { error: messages.format }).default('current');
  for (const [name, filter] of Object.entries(shape.filters))
    fields[name] = filter.schema.optional();
  const known = new Set(Object.keys(fields));
  // Other parameters are read as (short) texts only to be refused by name below.
  return z
    .object(fields)
    .catchall(text(200))
    .superRefine((query, context) => {
      for (const name of Object.keys(query))
        if (!known.has(name))
          context.addIssue({ code: 'custom', path: [name], message: messages.format });
    }) as unknown as ZodType<ListQuery>;
}

/** The rows of one page: `offset` into the sorted list, the page count, and whether `page` exists. */
export function pageWindow(
  total: number,
  page: number,
  perPage: number,
): { offset: number; pageCount: number; exists: boolean } {
  const pageCount = Math.ceil(total / perPage);
  // An empty list still has its first page (showing "no rows"), never a second.
  return { offset: (page - 1) * perPage, pageCount, exists: page <= Math.max(1, pageCount) };
}

/** Fields the audit log does not count as a change: they move with every write. */
const BOOKKEEPING = new Set(['updated_at', 'updated_by']);

/**
 * The names of the fields whose values differ between two versions of a row (JSON values compared
 * by content), in the order of `after`'s keys, then `before`'s; bookkeeping fields are left out.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): string[] {
  const names = [...new Set([...Object.keys(after ?? {}), ...Object.keys(before ?? {})])];
  return names.filter(
    (name) =>
      !BOOKKEEPING.has(name) &&
      JSON.stringify(before?.[name] ?? null) !== JSON.stringify(after?.[name] ?? null),
  );
}

/** A row with its dates as ISO strings, as the API answers it. */
export function answerValues(row: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : value,
    ]),
  );
}
