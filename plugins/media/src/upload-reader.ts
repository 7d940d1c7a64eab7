import type { Context } from 'koa';
import multer from 'multer';
import { HttpError, messages, ValidationError } from '@eventalp/platform-sdk';
import { uploadLimitOf, uploadMessages, type UploadKind } from './domain/detect-upload';

/** One file read from a multipart request, with the collection it goes to and that one's kind. */
export interface ReadUpload {
  file: Express.Multer.File;
  collection: string;
  kind: UploadKind;
  /** The `slot` field, if sent. */
  slot: string | null;
}

export interface UploadReaderOptions {
  /**
   * The status of a file over the parser's limit: 422 (default, the kind's message on `file`) or
   * 413 (the kind's message as the answer's message).
   */
  oversizeStatus?: 413 | 422;
}

/**
 * Reads one multipart file (`file`) of a route accepting `collections` (name -> kind) into memory.
 * The collection is the `collection` field, or the one the route names (e.g. from its path). The
 * parser stops at the largest limit of the route's kinds (30 MB where user files are accepted,
 * else 10 MB); the media library then holds each file to its own kind's limit by content.
 * Oversized files, an unknown collection and other parts become the spec's messages.
 */
export function uploadReader(
  collections: Readonly<Record<string, UploadKind>>,
  options: UploadReaderOptions = {},
) {
  const kindOf = (collection: string): UploadKind | undefined =>
    Object.hasOwn(collections, collection) ? collections[collection] : undefined;
  const receiveFile = multer({
    storage: multer.memoryStorage(),
    // Browsers send file names as UTF-8 ("Bühne.jpg").
    defParamCharset: 'utf8',
    limits: {
      fileSize: uploadLimitOf(Object.values(collections)),
      files: 1,
      fields: 5,
      fieldSize: 1000,
    },
  }).single('file');
  return async function readUpload(ctx: Context, named?: string): Promise<ReadUpload> {
    const requested = () =>
      named ??
      String((ctx.req as unknown as { body?: { collection?: string } }).body?.collection ?? '');
    await new Promise<void>((resolve, reject) => {
      receiveFile(ctx.req as never, ctx.res as never, (error: unknown) =>
        error ? reject(error) : resolve(),
      );
    }).catch((error: { code?: string }) => {
      const kind = kindOf(requested()) ?? 'image';
      if (error.code === 'LIMIT_FILE_SIZE') {
        const message = uploadMessages[kind];
        if (options.oversizeStatus === 413) throw new HttpError(413, message);
        throw ValidationError.field('file', message);
      }
      throw ValidationError.field('file', messages.format);
    });
    const req = ctx.req as unknown as { file?: Express.Multer.File; body?: Record<string, string> };
    const collection = requested();
    const kind = kindOf(collection);
    if (!kind) throw ValidationError.field('collection', messages.format);
    if (!req.file) throw ValidationError.field('file', uploadMessages.empty);
    return { file: req.file, collection, kind, slot: req.body?.slot ?? null };
  };
}
