/** Upload kinds and their rules (spec section 5). */
export type UploadKind = 'image' | 'ground_plan' | 'document';

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export const uploadMessages = {
  empty: 'Keine Datei ausgewählt.',
  image: 'Das Bild wurde nicht akzeptiert. Erlaubt sind GIF, PNG, JPG und WebP bis 10 MB.',
  ground_plan: 'Der Grundriss wurde nicht akzeptiert. Erlaubt ist ein PDF bis 10 MB.',
  document: 'Das Dokument wurde nicht akzeptiert. Erlaubt sind PDF-Dateien bis 10 MB.',
} as const;

export interface DetectedType {
  mime: 'image/gif' | 'image/png' | 'image/jpeg' | 'image/webp' | 'application/pdf';
  extension: 'gif' | 'png' | 'jpg' | 'webp' | 'pdf';
}

/** The file type by its first bytes (never by name or declared type); null when not one we accept. */
export function detectFileType(head: Uint8Array): DetectedType | null {
  const ascii = (start: number, text: string) =>
    [...text].every((char, i) => head[start + i] === char.charCodeAt(0));
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return { mime: 'image/gif', extension: 'gif' };
  if (head[0] === 0x89 && ascii(1, 'PNG\r\n\x1a\n')) return { mime: 'image/png', extension: 'png' };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { mime: 'image/jpeg', extension: 'jpg' };
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return { mime: 'image/webp', extension: 'webp' };
  if (ascii(0, '%PDF-')) return { mime: 'application/pdf', extension: 'pdf' };
  return null;
}

/** The spec's message when `bytes` may not be uploaded as `kind`, else null. */
export function uploadProblem(kind: UploadKind, bytes: Uint8Array): string | null {
  if (bytes.length === 0) return uploadMessages.empty;
  if (bytes.length > MAX_UPLOAD_BYTES) return uploadMessages[kind];
  const type = detectFileType(bytes.subarray(0, 16));
  const allowed =
    kind === 'image' ? type?.mime.startsWith('image/') : type?.mime === 'application/pdf';
  return allowed ? null : uploadMessages[kind];
}
