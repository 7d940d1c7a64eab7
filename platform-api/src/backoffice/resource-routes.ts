import type { Knex } from 'knex';
import { z } from 'zod';
import {
  answerValues,
  auditHistoryAnswer,
  bulkResultAnswer,
  errorAnswer,
  likePattern,
  messages,
  NotFoundError,
  pageWindow,
  resourceIdParams,
  RouteResponse,
  textAnswer,
  toCsv,
  ValidationError,
  wholeNumber,
  MAX_ROW_ID,
  MEDIA_ACTIONS,
  type AnyRouteDefinition,
  type AuthUser,
  type BackofficeResource,
  type ListQuery,
  type PlatformServices,
  type ResourceAction,
  type ResourceChange,
  type ResourceEndpoint,
} from '@eventalp/platform-sdk';
import { historyOf, recordAudit } from './audit-log';
import { BroadCounts, countKey } from './broad-counts';
import { resourceMediaRoutes } from './resource-media-routes';

/** A CSV export holds at most this many rows (narrow the filters for more). */
export const EXPORT_LIMIT = 10_000;

/** The spec names a unique rule without its text; this is the back office's. */
export const UNIQUE_MESSAGE = 'Dieser Wert ist bereits vergeben.';

type Row = Record<string, unknown>;
type WriteAction = ResourceChange['action'];
type GenericEndpoint = ResourceEndpoint & { action: ResourceAction };

/**
 * The routes of one back-office resource, made from its declaration: list (filters, search, sort,
 * pages), CSV export, show, history, and the writes it offers, each behind the permission of its
 * action and each write with its audit entry in the write's transaction; the routes of its media
 * collections, if it declares any.
 */
export function resourceRoutes(
  resource: BackofficeResource,
  services: PlatformServices,
): AnyRouteDefinition[] {
  const { db } = services;
  const fields = Object.keys(resource.answers.row.shape);
  const toAnswer = (record: Row): Row => {
    const values = answerValues(resource.toRow ? resource.toRow(record) : record);
    return Object.fromEntries(fields.map((field) => [field, values[field] ?? null]));
  };
  const update = resource.update === false ? undefined : (resource.update ?? resource.create);
  const broadCounts = new BroadCounts(services.config.backofficeCountTtlMs);
  const links = Object.entries(resource.links);

  /** A write's values: the table's columns, and the links it sets (sorted, each id once). */
  function split(values: Row): { columns: Row; linked: Record<string, number[]> } {
    const columns: Row = { ...values };
    const linked: Record<string, number[]> = {};
    for (const [name] of links) {
      const ids = columns[name];
      delete columns[name];
      if (Array.isArray(ids)) linked[name] = [...new Set(ids as number[])].sort((a, b) => a - b);
    }
    return { columns, linked };
  }

  /** The row with the ids it links to (for the audit entry and the answer of a write). */
  async function withLinks(knex: Knex, row: Row): Promise<Row> {
    const values: Row = { ...row };
    for (const [name, link] of links)
      values[name] = (
        await knex(link.table).where(link.from, Number(row.id)).orderBy(link.to).pluck(link.to)
      ).map(Number);
    return values;
  }

  /** Replaces the links a write sets; an id of no linked row is a 422 on its field. */
  async function writeLinks(trx: Knex.Transaction, id: number, linked: Record<string, number[]>) {
    for (const [name, ids] of Object.entries(linked)) {
      const link = resource.links[name]!;
      const found = ids.length > 0 ? await trx(link.target).whereIn('id', ids).pluck('id') : [];
      if (found.length !== ids.length) throw ValidationError.field(name, messages.format);
      await trx(link.table).where(link.from, id).delete();
      if (ids.length > 0)
        await trx(link.table).insert(ids.map((to) => ({ [link.from]: id, [link.to]: to })));
    }
  }
  /** A row as a write answers it and the audit records it: with its links. */
  const toSaved = (record: Row): Row => ({
    ...toAnswer(record),
    ...Object.fromEntries(links.map(([name]) => [name, record[name] ?? []])),
  });
  /** A row as the audit log keeps it: the answer without its personal data. */
  const audited = (answer: Row | null): Row | null =>
    answer &&
    Object.fromEntries(
      Object.entries(answer).filter(([field]) => !resource.personalData.includes(field)),
    );

  function listed(query: ListQuery): Knex.QueryBuilder {
    const builder = db(resource.table);
    if (resource.archive && query.archived !== 'all')
      builder[query.archived === 'archived' ? 'whereNotNull' : 'whereNull']('archived_at');
    const q = query.q;
    if (q)
      builder.where((any) => {
        for (const column of resource.search)
          any.orWhereRaw('??::text ilike ?', [column, likePattern(q)]);
      });
    for (const [name, filter] of Object.entries(resource.filters))
      if (query[name] !== undefined) filter.apply(builder, query[name], services.now());
    return builder;
  }

  const sorted = (builder: Knex.QueryBuilder, query: ListQuery) =>
    builder.orderBy([
      { column: query.sort, order: query.order, nulls: 'last' },
      { column: 'id', order: query.order },
    ]);

  /** Loads the row for a change (locked), or 404. */
  async function lockedRow(trx: Knex.Transaction, id: number): Promise<Row> {
    const row = await trx(resource.table).where({ id }).forUpdate().first();
    if (!row) throw new NotFoundError();
    return row;
  }

  const duplicate = (columns: readonly string[]) =>
    ValidationError.field(columns.at(-1)!, resource.uniqueMessage ?? UNIQUE_MESSAGE);

  async function refuseDuplicates(trx: Knex.Transaction, values: Row, id: number | null) {
    for (const columns of resource.unique) {
      // Not written, or null: a unique constraint lets any number of rows be null.
      if (columns.some((column) => values[column] === undefined || values[column] === null))
        continue;
      const taken = trx(resource.table);
      for (const column of columns) taken.where(column, values[column] as never);
      if (id !== null) taken.whereNot('id', id);
      if (await taken.first('id')) throw duplicate(columns);
    }
  }

  /** Runs one write in a transaction with its audit entry and the resource's `onChange`. */
  async function write(
    action: WriteAction,
    user: AuthUser,
    change: (
      trx: Knex.Transaction,
      now: Date,
    ) => Promise<{ before: Row | null; after: Row | null } | null>,
  ): Promise<{ after: Row | null } | null> {
    try {
      return await db.transaction(async (trx) => {
        const now = services.now();
        const done = await change(trx, now);
        if (!done) return null;
        const before = done.before && toSaved(done.before);
        const after = done.after && toSaved(done.after);
        const recordId = Number((done.after ?? done.before)!.id);
        await recordAudit(trx, {
          resource: resource.name,
          recordId,
          action,
          user,
          before: audited(before),
          after: audited(after),
          at: now,
        });
        await resource.onChange?.(services, {
          action,
          ids: [recordId],
          trx,
          user,
          before: done.before ? [done.before] : [],
        });
        broadCounts.clear();
        // A row its `onChange` completed (a results run computed on creation) is answered as it
        // is now, not as inserted.
        if (action === 'create' && resource.onChange)
          return {
            after: toSaved(
              await withLinks(trx, await trx(resource.table).where({ id: recordId }).first()),
            ),
          };
        return { after };
      });
    } catch (error) {
      // Two writers racing for one unique value: the second one's constraint violation.
      if ((error as { code?: string }).code === '23505' && resource.unique[0])
        throw duplicate(resource.unique[0]);
      throw error;
    }
  }

  const writes = {
    create: (user: AuthUser, values: Row) =>
      write('create', user, async (trx, now) => {
        const { columns, linked } = split(values);
        await refuseDuplicates(trx, columns, null);
        await resource.check?.(services, trx, values, null);
        const [row] = await trx(resource.table)
          .insert({
            ...columns,
            created_by: user.id,
            updated_by: user.id,
            created_at: now,
            updated_at: now,
          })
          .returning('*');
        await writeLinks(trx, Number(row.id), linked);
        return { before: null, after: await withLinks(trx, row) };
      }),
    update: (user: AuthUser, id: number, values: Row) =>
      write('update', user, async (trx, now) => {
        const before = await withLinks(trx, await lockedRow(trx, id));
        const { columns, linked } = split(values);
        await refuseDuplicates(trx, columns, id);
        await resource.check?.(services, trx, values, before);
        const unchanged = Object.entries({ ...columns, ...linked }).every(
          ([key, value]) =>
            JSON.stringify(answerValues({ v: before[key] }).v) === JSON.stringify(value),
        );
        if (unchanged) return null;
        const [row] = await trx(resource.table)
          .where({ id })
          .update({ ...columns, updated_by: user.id, updated_at: now })
          .returning('*');
        await writeLinks(trx, id, linked);
        return { before, after: await withLinks(trx, row) };
      }),
    delete: (user: AuthUser, id: number) =>
      write('delete', user, async (trx) => {
        const before = await withLinks(trx, await lockedRow(trx, id));
        await trx(resource.table).where({ id }).delete();
        return { before, after: null };
      }),
    archive: (user: AuthUser, id: number) => archiving('archive', user, id),
    restore: (user: AuthUser, id: number) => archiving('restore', user, id),
  };

  /** One of the resource's row actions on the locked row, audited as `name`. */
  const rowAction = (name: string, user: AuthUser, id: number) =>
    write(name, user, async (trx, now) => {
      const before = await lockedRow(trx, id);
      const after = await resource.actions[name]!.run(services, trx, before, { now, user });
      return after && { before, after };
    });

  function archiving(action: 'archive' | 'restore', user: AuthUser, id: number) {
    return write(action, user, async (trx, now) => {
      const before = await withLinks(trx, await lockedRow(trx, id));
      if ((before.archived_at !== null) === (action === 'archive')) return null;
      const [after] = await trx(resource.table)
        .where({ id })
        .update({
          archived_at: action === 'archive' ? now : null,
          updated_by: user.id,
          updated_at: now,
        })
        .returning('*');
      return { before, after: await withLinks(trx, after) };
    });
  }

  /** The row as it is now (after a write that changed nothing, or to answer one). */
  async function current(id: number): Promise<Row> {
    const row = await db(resource.table).where({ id }).first();
    if (!row) throw new NotFoundError();
    return toSaved(await withLinks(db, row));
  }

  const summaries: Record<ResourceAction, string> = {
    list: `Back office: ${resource.noun} list (filters, search, sort, pages)`,
    export: `Back office: the filtered ${resource.noun} list as CSV`,
    show: `Back office: one ${resource.noun}`,
    history: `Back office: changes of one ${resource.noun}, newest first`,
    create: `Back office: create a ${resource.noun}`,
    update: `Back office: change a ${resource.noun}`,
    delete: `Back office: delete a ${resource.noun}`,
    archive: `Back office: archive a ${resource.noun}`,
    restore: `Back office: restore an archived ${resource.noun}`,
    bulk: `Back office: apply an action to many ${resource.noun} rows`,
  };

  const bulkInput = z.object({
    action: z.enum(resource.bulk.length > 0 ? resource.bulk : ['delete'], {
      error: messages.format,
    }),
    ids: z
      .array(wholeNumber(1, MAX_ROW_ID), { error: messages.format })
      .min(1, { error: messages.required })
      .max(100, { error: messages.format }),
  });

  function rowActionRoute(endpoint: ResourceEndpoint): AnyRouteDefinition {
    const name = endpoint.action;
    return {
      method: endpoint.method,
      path: endpoint.path,
      summary: `Back office: ${resource.actions[name]!.summary}`,
      access: { permissions: [endpoint.permission] },
      input: { params: resourceIdParams },
      responses: { 200: resource.answers.row, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, user }: { params: { id: number }; user: AuthUser | null }) {
        return (await rowAction(name, user!, params.id))?.after ?? current(params.id);
      },
    };
  }

  function routeOf(endpoint: ResourceEndpoint): AnyRouteDefinition {
    return Object.hasOwn(resource.actions, endpoint.action)
      ? rowActionRoute(endpoint)
      : genericRoute(endpoint as GenericEndpoint);
  }

  function genericRoute(endpoint: GenericEndpoint): AnyRouteDefinition {
    const common = {
      method: endpoint.method,
      path: endpoint.path,
      summary: summaries[endpoint.action],
      access: { permissions: [endpoint.permission] },
    };
    const id = { params: resourceIdParams };
    switch (endpoint.action) {
      case 'list':
        return {
          ...common,
          input: { query: resource.listQuery },
          responses: { 200: resource.answers.list },
          async handler({ query }: { query: ListQuery }) {
            const builder = listed(query);
            const key = countKey(query);
            const kept = broadCounts.get(key);
            // The count and the page side by side: a page's offset does not depend on the total.
            const [total, rows] = await Promise.all([
              kept ??
                builder
                  .clone()
                  .count<{ total: string }[]>('* as total')
                  .then(([counted]) => Number(counted?.total ?? 0)),
              sorted(builder.clone(), query)
                .offset((query.page - 1) * query.per_page)
                .limit(query.per_page)
                .select('*') as Promise<Row[]>,
            ]);
            if (kept === null) broadCounts.remember(key, total);
            const window = pageWindow(total, query.page, query.per_page);
            if (!window.exists) throw ValidationError.field('page', messages.format);
            return {
              data: rows.map(toAnswer),
              total,
              page: query.page,
              per_page: query.per_page,
              page_count: window.pageCount,
            };
          },
        };
      case 'export':
        return {
          ...common,
          input: { query: resource.exportQuery },
          responses: { 200: textAnswer('text/csv') },
          async handler({ query, koa }: { query: ListQuery; koa: import('koa').Context }) {
            const rows: Row[] = await sorted(listed(query), query).limit(EXPORT_LIMIT).select('*');
            koa.type = 'text/csv; charset=utf-8';
            koa.attachment(`${resource.name}.csv`);
            return toCsv(fields, rows.map(toAnswer));
          },
        };
      case 'show':
        return {
          ...common,
          input: id,
          responses: { 200: resource.answers.show, 404: errorAnswer },
          async handler({ params }: { params: { id: number } }) {
            const row = await db(resource.table).where({ id: params.id }).first();
            if (!row) throw new NotFoundError();
            const shown = toSaved(await withLinks(db, row));
            if (!resource.details) return shown;
            return {
              ...shown,
              ...answerValues(await resource.details.load(services, row)),
            };
          },
        };
      case 'history':
        return {
          ...common,
          input: id,
          responses: { 200: auditHistoryAnswer, 404: errorAnswer },
          async handler({ params }: { params: { id: number } }) {
            const data = await historyOf(db, resource.name, params.id);
            // A deleted record keeps its history; an id never used has none to show.
            if (data.length === 0) await current(params.id);
            return { data };
          },
        };
      case 'create':
        return {
          ...common,
          input: { body: resource.create! },
          responses: { 201: resource.answers.saved },
          async handler({ body, user }: { body: Row; user: AuthUser | null }) {
            const created = await writes.create(user!, body);
            return new RouteResponse(201, created!.after);
          },
        };
      case 'update':
        return {
          ...common,
          input: { ...id, body: update! },
          responses: { 200: resource.answers.saved, 404: errorAnswer },
          async handler({
            params,
            body,
            user,
          }: {
            params: { id: number };
            body: Row;
            user: AuthUser | null;
          }) {
            return (await writes.update(user!, params.id, body))?.after ?? current(params.id);
          },
        };
      case 'delete':
        return {
          ...common,
          input: id,
          responses: { 204: null, 404: errorAnswer },
          async handler({ params, user }: { params: { id: number }; user: AuthUser | null }) {
            await writes.delete(user!, params.id);
            return RouteResponse.empty(204);
          },
        };
      case 'archive':
      case 'restore': {
        const action = endpoint.action;
        return {
          ...common,
          input: id,
          responses: { 200: resource.answers.saved, 404: errorAnswer },
          async handler({ params, user }: { params: { id: number }; user: AuthUser | null }) {
            return (await writes[action](user!, params.id))?.after ?? current(params.id);
          },
        };
      }
      case 'bulk':
        return {
          ...common,
          input: { body: bulkInput },
          responses: { 200: bulkResultAnswer },
          async handler({
            body,
            user,
          }: {
            body: z.output<typeof bulkInput>;
            user: AuthUser | null;
          }) {
            let done = 0;
            for (const rowId of new Set(body.ids)) {
              try {
                if (await writes[body.action](user!, rowId)) done += 1;
              } catch (error) {
                // A row someone else deleted meanwhile is skipped, not a failed batch.
                if (!(error instanceof NotFoundError)) throw error;
              }
            }
            return { done, message: `${done} von ${new Set(body.ids).size} geändert.` };
          },
        };
    }
  }

  const isMedia = (endpoint: ResourceEndpoint) =>
    (MEDIA_ACTIONS as readonly string[]).includes(endpoint.action);
  const media = resource.media;
  const mediaRoutes = media
    ? resourceMediaRoutes({ ...resource, media }, services, resource.endpoints.filter(isMedia))
    : [];
  return resource.endpoints.map((endpoint) =>
    isMedia(endpoint)
      ? mediaRoutes.find(
          (route) => route.method === endpoint.method && route.path === endpoint.path,
        )!
      : routeOf(endpoint),
  );
}
