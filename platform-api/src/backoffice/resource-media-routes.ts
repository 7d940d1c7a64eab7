import type { Context } from 'koa';
import type { Knex } from 'knex';
import { z } from 'zod';
import {
  errorAnswer,
  messages,
  NotFoundError,
  RouteResponse,
  ValidationError,
  wholeNumber,
  MAX_ROW_ID,
  type AnyRouteDefinition,
  type AuthUser,
  type BackofficeResource,
  type MediaAction,
  type PlatformServices,
  type ResourceEndpoint,
  type ResourceMedia,
} from '@eventalp/platform-sdk';
import {
  MEDIA_LIBRARY,
  mediaViewAnswer,
  uploadReader,
  type MediaLibrary,
  type MediaView,
} from '@eventalp/plugin-media';
import { recordAudit } from './audit-log';

/** The files of one collection of a record, in their order. */
export const backofficeMediaListAnswer = z
  .object({ data: z.array(mediaViewAnswer) })
  .meta({ id: 'BackofficeMediaList' });

/** A collection's files as its audit entry keeps them: id and name each, in their order. */
type AuditedFiles = { id: number; name: string }[];

/**
 * The routes of a resource's media collections (`/:id/media/:collection`): the record's files of
 * one collection, upload one file (checked by content, the kind's size limit: a larger file is a
 * 413 with the spec's message), put them in an order, delete one. Each change writes an audit
 * entry on the record (the collection's files before and after) and runs the resource's
 * `onChange` with the media action, in one transaction.
 */
export function resourceMediaRoutes(
  resource: BackofficeResource & { media: ResourceMedia },
  services: PlatformServices,
  endpoints: readonly ResourceEndpoint[],
): AnyRouteDefinition[] {
  const { db } = services;
  const { owner: ownerType, collections } = resource.media;
  const names = Object.keys(collections) as [string, ...string[]];
  const media = (): MediaLibrary => services.service(MEDIA_LIBRARY);
  const readUpload = uploadReader(
    Object.fromEntries(Object.entries(collections).map(([name, c]) => [name, c.kind])),
    { oversizeStatus: 413 },
  );
  const collectionParams = z.object({
    id: wholeNumber(1, MAX_ROW_ID),
    collection: z.enum(names, { error: messages.format }),
  });
  const itemParams = collectionParams.extend({ item: wholeNumber(1, MAX_ROW_ID) });
  const orderInput = z.object({
    ids: z
      .array(wholeNumber(1, MAX_ROW_ID), { error: messages.format })
      .max(100, { error: messages.format }),
  });

  async function filesOf(
    id: number,
    collection: string,
    trx?: Knex.Transaction,
  ): Promise<MediaView[]> {
    return (await media().itemsOf(ownerType, [id], trx)).get(id)?.get(collection) ?? [];
  }
  const audited = (files: readonly MediaView[]): AuditedFiles =>
    files.map((file) => ({ id: file.id, name: file.name }));

  async function existing(id: number): Promise<void> {
    if (!(await db(resource.table).where({ id }).first('id'))) throw new NotFoundError();
  }

  /**
   * Runs one change of a record's collection: the record locked (404 when gone), then `change`,
   * then the audit entry (the collection's files before and after) and the resource's `onChange`.
   */
  async function changeFiles(
    action: MediaAction,
    user: AuthUser,
    id: number,
    collection: string,
    change: (trx: Knex.Transaction, before: MediaView[]) => Promise<void>,
  ): Promise<MediaView[]> {
    return db.transaction(async (trx) => {
      if (!(await trx(resource.table).where({ id }).forUpdate().first('id')))
        throw new NotFoundError();
      const before = await filesOf(id, collection, trx);
      await change(trx, before);
      const after = await filesOf(id, collection, trx);
      await recordAudit(trx, {
        resource: resource.name,
        recordId: id,
        action,
        user,
        before: { [collection]: audited(before) },
        after: { [collection]: audited(after) },
        at: services.now(),
      });
      await resource.onChange?.(services, { action, ids: [id], trx, user });
      return after;
    });
  }

  const summaryOf: Record<MediaAction, string> = {
    media: `Back office: the files of one media collection of a ${resource.noun}`,
    'media-upload': `Back office: upload a file to a media collection of a ${resource.noun} (multipart: file)`,
    'media-order': `Back office: put the files of a media collection of a ${resource.noun} in an order`,
    'media-delete': `Back office: delete a file of a media collection of a ${resource.noun}`,
  };

  function routeOf(endpoint: ResourceEndpoint): AnyRouteDefinition {
    const action = endpoint.action as MediaAction;
    const common = {
      method: endpoint.method,
      path: endpoint.path,
      summary: summaryOf[action],
      access: { permissions: [endpoint.permission] },
    };
    type Params = z.output<typeof itemParams>;
    switch (action) {
      case 'media':
        return {
          ...common,
          input: { params: collectionParams },
          responses: { 200: backofficeMediaListAnswer, 404: errorAnswer },
          async handler({ params }: { params: Params }) {
            await existing(params.id);
            return { data: await filesOf(params.id, params.collection) };
          },
        };
      case 'media-upload':
        return {
          ...common,
          input: { params: collectionParams },
          responses: { 201: mediaViewAnswer, 404: errorAnswer },
          async handler({
            params,
            user,
            koa,
          }: {
            params: Params;
            user: AuthUser | null;
            koa: Context;
          }) {
            await existing(params.id);
            const upload = await readUpload(koa, params.collection);
            const fileId = await media().storeFile(
              upload.file.buffer,
              upload.file.originalname,
              upload.kind,
            );
            const { max } = collections[params.collection]!;
            const owner = { type: ownerType, id: params.id };
            let itemId = 0;
            const after = await changeFiles(
              'media-upload',
              user!,
              params.id,
              params.collection,
              async (trx, before) => {
                // One file at most: the new one replaces it.
                if (max === 1) await media().detachAll(owner, params.collection, trx);
                else if (max !== undefined && before.length >= max)
                  throw ValidationError.field('file', `Es sind höchstens ${max} Dateien erlaubt.`);
                const order = max === 1 ? 0 : await media().nextOrder(owner, params.collection);
                itemId = await media().attach(owner, params.collection, fileId, { order }, trx);
              },
            );
            return new RouteResponse(
              201,
              after.find((file) => file.id === itemId)!,
            );
          },
        };
      case 'media-order':
        return {
          ...common,
          input: { params: collectionParams, body: orderInput },
          responses: { 200: backofficeMediaListAnswer, 404: errorAnswer },
          async handler({
            params,
            body,
            user,
          }: {
            params: Params;
            body: z.output<typeof orderInput>;
            user: AuthUser | null;
          }) {
            await existing(params.id);
            const data = await changeFiles(
              'media-order',
              user!,
              params.id,
              params.collection,
              async (trx, before) => {
                // Exactly the collection's files, each once, in the new order.
                const known = new Set(before.map((file) => file.id));
                if (
                  new Set(body.ids).size !== body.ids.length ||
                  body.ids.length !== known.size ||
                  body.ids.some((itemId) => !known.has(itemId))
                )
                  throw ValidationError.field('ids', messages.format);
                const byId = new Map(before.map((file) => [file.id, file]));
                await media().arrange(
                  { type: ownerType, id: params.id },
                  params.collection,
                  body.ids.map((itemId) => ({
                    id: itemId,
                    slot: byId.get(itemId)!.slot,
                    title: byId.get(itemId)!.title,
                  })),
                  [],
                  trx,
                );
              },
            );
            return { data };
          },
        };
      case 'media-delete':
        return {
          ...common,
          input: { params: itemParams },
          responses: { 204: null, 404: errorAnswer },
          async handler({ params, user }: { params: Params; user: AuthUser | null }) {
            await changeFiles('media-delete', user!, params.id, params.collection, async (trx) => {
              const removed = await media().detach(
                { type: ownerType, id: params.id },
                params.collection,
                params.item,
                trx,
              );
              if (!removed) throw new NotFoundError();
            });
            return RouteResponse.empty(204);
          },
        };
    }
  }

  return endpoints.map(routeOf);
}
