/** Upload kinds and their rules (spec section 5). */
export type UploadKind = 'image' | 'ground_plan' | 'document' | 'user_file';

const MB = 1024 * 1024;

/** The largest file of each kind (spec section 5). */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 10 * MB,
  ground_plan: 10 * MB,
  document: 10 * MB,
  user_file: 30 * MB,
};

/** The largest limit a route accepting `kinds` must let its multipart parser read. */
export function uploadLimitOf(kinds: Iterable<UploadKind>): number {
  return Math.max(...[...kinds].map((kind) => UPLOAD_LIMITS[kind]));
}

export const uploadMessages = {
  empty: 'Keine Datei ausgewählt.',
  image: 'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.',
  ground_plan: 'Der Grundriss wurde nicht akzeptiert. Erlaubt ist ein PDF bis 10 MB.',
  document: 'Das Dokument wurde nicht akzeptiert. Erlaubt sind PDF-Dateien bis 10 MB.',
  user_file:
    'Die Datei wurde nicht akzeptiert. Erlaubt sind PDF-, DOC-, DOCX- und CSV-Dateien bis 30 MB.',
} as const;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export interface DetectedType {
  mime:
    | 'image/gif'
    | 'image/png'
    | 'image/jpeg'
    | 'image/webp'
    | 'application/pdf'
    | 'application/msword'
    | typeof DOCX_MIME
    | 'text/csv';
  extension: 'gif' | 'png' | 'jpg' | 'webp' | 'pdf' | 'doc' | 'docx' | 'csv';
}

/** The types each kind accepts. */
const ACCEPTED: Record<UploadKind, readonly DetectedType['mime'][]> = {
  image: ['image/gif', 'image/png', 'image/jpeg', 'image/webp'],
  ground_plan: ['application/pdf'],
  document: ['application/pdf'],
  user_file: ['application/pdf', 'application/msword', DOCX_MIME, 'text/csv'],
};

const OLE_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** Whether `bytes` holds `text` at `start` (ASCII). */
function holds(bytes: Uint8Array, start: number, text: string): boolean {
  return [...text].every((char, i) => bytes[start + i] === char.charCodeAt(0));
}

/** Whether `needle` occurs anywhere in `bytes` (no Buffer: pages import these rules too). */
function contains(bytes: Uint8Array, needle: readonly number[]): boolean {
  let at = bytes.indexOf(needle[0]!);
  while (at !== -1 && at + needle.length <= bytes.length) {
    if (needle.every((byte, i) => bytes[at + i] === byte)) return true;
    at = bytes.indexOf(needle[0]!, at + 1);
  }
  return false;
}

/** `text` as UTF-16LE bytes (how OLE directory entries name their streams). */
const utf16le = (text: string) => [...text].flatMap((char) => [char.charCodeAt(0), 0]);

/**
 * The names of a zip's entries from its central directory (found through the end-of-central-
 * directory record), or null when `bytes` is no readable zip.
 */
function zipEntryNames(bytes: Uint8Array): string[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end record is at least 22 bytes and may carry a comment of up to 65,535 bytes.
  const earliest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= earliest; at -= 1)
    if (view.getUint32(at, true) === 0x06054b50) {
      end = at;
      break;
    }
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const names: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    if (at + 46 + nameLength > bytes.length) return null;
    names.push(String.fromCharCode(...bytes.subarray(at + 46, at + 46 + nameLength)));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

/**
 * The file type by its content (never by name or declared type); null when not one we accept.
 * Images and PDF by their first bytes; a Word document (.docx) is a zip holding
 * `[Content_Types].xml` and `word/` entries; an old Word document (.doc) an OLE compound file with
 * a `WordDocument` stream; CSV is text (no NUL byte) that is none of these.
 */
export function detectFileType(bytes: Uint8Array): DetectedType | null {
  if (holds(bytes, 0, 'GIF87a') || holds(bytes, 0, 'GIF89a'))
    return { mime: 'image/gif', extension: 'gif' };
  if (bytes[0] === 0x89 && holds(bytes, 1, 'PNG\r\n\x1a\n'))
    return { mime: 'image/png', extension: 'png' };
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (holds(bytes, 0, 'RIFF') && holds(bytes, 8, 'WEBP'))
    return { mime: 'image/webp', extension: 'webp' };
  if (holds(bytes, 0, '%PDF-')) return { mime: 'application/pdf', extension: 'pdf' };
  if (holds(bytes, 0, 'PK\x03\x04')) {
    const names = zipEntryNames(bytes);
    return names?.includes('[Content_Types].xml') && names.some((n) => n.startsWith('word/'))
      ? { mime: DOCX_MIME, extension: 'docx' }
      : null;
  }
  if (OLE_SIGNATURE.every((byte, i) => bytes[i] === byte))
    return contains(bytes, utf16le('WordDocument'))
      ? { mime: 'application/msword', extension: 'doc' }
      : null;
  if (bytes.length > 0 && !bytes.includes(0)) return { mime: 'text/csv', extension: 'csv' };
  return null;
}

/** The type of `bytes` when it may be uploaded as `kind`, else null. */
export function acceptedType(kind: UploadKind, bytes: Uint8Array): DetectedType | null {
  const type = detectFileType(bytes);
  return type && ACCEPTED[kind].includes(type.mime) ? type : null;
}

/** The spec's message when `bytes` may not be uploaded as `kind`, else null. */
export function uploadProblem(kind: UploadKind, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return uploadMessages.empty;
  if (bytes.length > UPLOAD_LIMITS[kind]) return uploadMessages[kind];
  return acceptedType(kind, bytes) ? null : uploadMessages[kind];
}
