import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import multer from 'multer';
import {
  NotFoundError,
  RouteResponse,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { detectFileType } from '@eventalp/plugin-media/domain';
import { bookingMessages, MAX_BOOKING_FILE_BYTES } from '../domain';
import type { BookingFile } from './booking-service';

/** Agreement: PDF, DOC or DOCX; billing: PDF only; both by content, at most 10 MB (spec section 5). */
const ACCEPTED = {
  agreement: [
    'application/pdf',
    'application/msword',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  billing: ['application/pdf'],
} as const;
export type BookingFileKind = keyof typeof ACCEPTED;
const REFUSED: Record<BookingFileKind, string> = {
  agreement: bookingMessages.agreementFile,
  billing: bookingMessages.billingFile,
};

const receiveFile = multer({
  storage: multer.memoryStorage(),
  defParamCharset: 'utf8',
  limits: { fileSize: MAX_BOOKING_FILE_BYTES, files: 1, fields: 0 },
}).single('file');

const safeName = (original: string) =>
  original
    .replace(/\.[^.]*$/, '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'datei';

/**
 * Reads the multipart `file` of an agreement or billing upload and checks its type by content
 * (422 on `file` with our German text); stores it under an unguessable key that only the API
 * reads back for the two parties (never linked under `/storage`).
 */
export async function receiveBookingFile(
  services: PlatformServices,
  koa: Context,
  kind: BookingFileKind,
): Promise<BookingFile> {
  await new Promise<void>((resolve, reject) => {
    receiveFile(koa.req as never, koa.res as never, (error: unknown) =>
      error ? reject(error) : resolve(),
    );
  }).catch((error: { code?: string }) => {
    throw ValidationError.field(
      'file',
      error.code === 'LIMIT_FILE_SIZE' ? REFUSED[kind] : bookingMessages.noFile,
    );
  });
  const file = (koa.req as unknown as { file?: Express.Multer.File }).file;
  if (!file || file.size === 0) throw ValidationError.field('file', bookingMessages.noFile);
  const type = detectFileType(file.buffer);
  if (!type || !(ACCEPTED[kind] as readonly string[]).includes(type.mime))
    throw ValidationError.field('file', REFUSED[kind]);
  const name = `${safeName(file.originalname)}.${type.extension}`;
  const key = `bookings/${randomBytes(24).toString('base64url')}/${name}`;
  await services.storage.put(key, file.buffer);
  return { key, name, mime: type.mime, size: file.size, uploadedAt: services.now().toISOString() };
}

/** Sends a stored booking file as a download (private: no shared caches). */
export async function sendBookingFile(
  services: PlatformServices,
  koa: Context,
  file: BookingFile,
): Promise<RouteResponse<200, undefined>> {
  const bytes = await services.storage.get(file.key);
  if (!bytes) throw new NotFoundError(bookingMessages.fileMissing);
  // Always as a download: the browser never renders an uploaded file in our origin.
  sendBytes(koa, bytes, 'application/octet-stream', file.name);
  return RouteResponse.empty(200);
}

/** Puts `bytes` as the answer, an attachment named `name`. */
export function sendBytes(koa: Context, bytes: Buffer, type: string, name: string): void {
  koa.set('Cache-Control', 'private, no-store');
  koa.set('Content-Disposition', `attachment; filename="${name}"`);
  koa.type = type;
  koa.body = bytes;
}
