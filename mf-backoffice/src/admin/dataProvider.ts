import { HttpError as AdminHttpError, type DataProvider, type RaRecord } from 'react-admin';
import { resourcePath, type ResourceList } from '@eventalp/platform-sdk/domain';
import type { AuditEntry, AuditHistory } from '@eventalp/platform-sdk';
import {
  csrfTokenFromMeta,
  HttpError,
  ValidationError,
  type PlatformClient,
} from '@eventalp/shell-kit';
import { listQuery } from './resourceQuery';

/**
 * The platform's errors as react-admin reads them: field messages of a 422 next to their fields
 * (the spec's German texts), the status for 401/403 (the auth provider's business).
 */
function adminError(error: unknown): unknown {
  if (error instanceof ValidationError) {
    const errors = Object.fromEntries(
      Object.entries(error.errors).map(([field, messages]) => [field, messages[0] ?? '']),
    );
    return new AdminHttpError(error.message, 422, { errors });
  }
  if (error instanceof HttpError)
    return new AdminHttpError(error.message, error.status, error.body);
  return error;
}

async function answer<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    throw adminError(error);
  }
}

/** One file of a record's media collection, as the media routes answer it. */
export interface MediaFile {
  id: number;
  name: string;
  title: string | null;
  mime_type: string;
  url: string;
  src: string;
}

/** The path of a record's media collection (below `/api`), or of one file in it. */
const mediaPath = (resource: string, id: RaRecord['id'], collection: string, item?: number) =>
  `${resourcePath(resource, id, 'media')}/${encodeURIComponent(collection)}${item === undefined ? '' : `/${item}`}`;

/** What the back office does beyond react-admin's own methods. */
export interface BackofficeDataProvider extends DataProvider {
  /** The record's audit entries, newest first. */
  history(resource: string, id: RaRecord['id']): Promise<AuditEntry[]>;
  /** What another plugin serves beside a record (`/backoffice/<resource>/:id/<part>`). */
  besides<T>(resource: string, id: RaRecord['id'], part: string): Promise<T>;
  archive(resource: string, id: RaRecord['id']): Promise<{ data: RaRecord }>;
  restore(resource: string, id: RaRecord['id']): Promise<{ data: RaRecord }>;
  /** A bulk action of the resource's contract ('archive', 'restore', 'delete') on many rows. */
  bulk(
    resource: string,
    action: string,
    ids: RaRecord['id'][],
  ): Promise<{ data: RaRecord['id'][] }>;
  /** Sends a failed mail of the outbox again. */
  retry(resource: string, id: RaRecord['id']): Promise<{ data: RaRecord }>;
  /**
   * A resource's own action beyond react-admin's (`POST /{resource}/{id}/{action}`, or
   * `/{resource}/{action}` without an id), e.g. the award's formal check.
   */
  act<T = RaRecord>(
    resource: string,
    action: string,
    options?: { id?: RaRecord['id']; body?: unknown },
  ): Promise<T>;
  /** The files of a record's media collection, in their order. */
  mediaFiles(resource: string, id: RaRecord['id'], collection: string): Promise<MediaFile[]>;
  /**
   * Uploads one file to a record's media collection; a refused file is an error with the API's
   * German text (wrong type by content, too large).
   */
  uploadMedia(
    resource: string,
    id: RaRecord['id'],
    collection: string,
    file: File,
  ): Promise<MediaFile>;
  deleteMedia(
    resource: string,
    id: RaRecord['id'],
    collection: string,
    item: number,
  ): Promise<void>;
  /** Puts the collection's files in this order (every file's id once). */
  orderMedia(
    resource: string,
    id: RaRecord['id'],
    collection: string,
    items: number[],
  ): Promise<MediaFile[]>;
}

/**
 * A multipart upload (the platform client sends JSON only) with the session cookie and the CSRF
 * token; the API's message becomes the error's.
 */
async function upload<T>(path: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file);
  const response = await fetch(`/api${path}`, {
    method: 'POST',
    body: form,
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-CSRF-Token': csrfTokenFromMeta() ?? '' },
  });
  const payload = (await response.json().catch(() => ({}))) as { message?: unknown };
  if (response.ok) return payload as T;
  throw new AdminHttpError(
    typeof payload.message === 'string' ? payload.message : response.statusText,
    response.status,
    payload,
  );
}

/**
 * The one data provider of the back office, over the platform's resource routes
 * (`/api/backoffice/<resource>`) through the shell's platform client, which sends the session
 * cookie and the CSRF token on every change.
 */
export function createDataProvider(http: PlatformClient): BackofficeDataProvider {
  const one = (resource: string, id: RaRecord['id']) =>
    answer(http.get<RaRecord>(resourcePath(resource, id)));
  const list = async (resource: string, params: Parameters<typeof listQuery>[0]) => {
    const page = await answer(
      http.get<ResourceList<RaRecord>>(`${resourcePath(resource)}?${listQuery(params)}`),
    );
    return { data: page.data, total: page.total };
  };
  const bulk = (resource: string, action: string, ids: RaRecord['id'][]) =>
    answer(http.post(resourcePath(resource, 'bulk'), { action, ids })).then(() => ({ data: ids }));
  const provider = {
    getList: (resource: string, params: Parameters<typeof listQuery>[0]) => list(resource, params),
    getOne: async (resource: string, { id }: { id: RaRecord['id'] }) => ({
      data: await one(resource, id),
    }),
    getMany: async (resource: string, { ids }: { ids: RaRecord['id'][] }) => ({
      data: await Promise.all(ids.map((id) => one(resource, id))),
    }),
    getManyReference: (
      resource: string,
      params: Parameters<typeof listQuery>[0] & { target: string; id: RaRecord['id'] },
    ) => list(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (resource: string, { data }: { data: unknown }) => ({
      data: await answer(http.post<RaRecord>(resourcePath(resource), data)),
    }),
    update: async (resource: string, { id, data }: { id: RaRecord['id']; data: unknown }) => ({
      data: await answer(http.put<RaRecord>(resourcePath(resource, id), data)),
    }),
    updateMany: async () => {
      throw new AdminHttpError('Nicht unterstützt.', 405);
    },
    delete: async (
      resource: string,
      { id, previousData }: { id: RaRecord['id']; previousData?: RaRecord },
    ) => {
      await answer(http.delete(resourcePath(resource, id)));
      return { data: previousData ?? { id } };
    },
    deleteMany: (resource: string, { ids }: { ids: RaRecord['id'][] }) =>
      bulk(resource, 'delete', ids),
    bulk,
    history: async (resource: string, id: RaRecord['id']) =>
      (await answer(http.get<AuditHistory>(resourcePath(resource, id, 'history')))).data,
    besides: <T>(resource: string, id: RaRecord['id'], part: string) =>
      answer(http.get<T>(resourcePath(resource, id, part))),
    archive: async (resource: string, id: RaRecord['id']) => ({
      data: await answer(http.post<RaRecord>(resourcePath(resource, id, 'archive'))),
    }),
    restore: async (resource: string, id: RaRecord['id']) => ({
      data: await answer(http.post<RaRecord>(resourcePath(resource, id, 'restore'))),
    }),
    retry: async (resource: string, id: RaRecord['id']) => ({
      data: await answer(http.post<RaRecord>(resourcePath(resource, id, 'retry'))),
    }),
    act: (
      resource: string,
      action: string,
      { id, body }: { id?: RaRecord['id']; body?: unknown } = {},
    ) =>
      answer(
        http.post(
          id === undefined ? resourcePath(resource, action) : resourcePath(resource, id, action),
          body,
        ),
      ),
    mediaFiles: async (resource: string, id: RaRecord['id'], collection: string) =>
      (await answer(http.get<{ data: MediaFile[] }>(mediaPath(resource, id, collection)))).data,
    uploadMedia: (resource: string, id: RaRecord['id'], collection: string, file: File) =>
      upload<MediaFile>(mediaPath(resource, id, collection), file),
    deleteMedia: (resource: string, id: RaRecord['id'], collection: string, item: number) =>
      answer(http.delete<void>(mediaPath(resource, id, collection, item))),
    orderMedia: async (resource: string, id: RaRecord['id'], collection: string, items: number[]) =>
      (
        await answer(
          http.put<{ data: MediaFile[] }>(mediaPath(resource, id, collection), { ids: items }),
        )
      ).data,
  };
  // react-admin types each method generically over the record type; the platform answers rows.
  return provider as unknown as BackofficeDataProvider;
}
