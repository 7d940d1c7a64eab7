import { bookingUploadPath, type BookingChange } from '@eventalp/plugin-packages/domain';
import { csrfTokenFromMeta, HttpError, ValidationError } from '@eventalp/shell-kit';

/** Sends the agreement or billing as multipart `file` (the JSON client sends no files). */
export async function uploadBookingFile(
  kind: 'agreement' | 'billing',
  bookingId: number,
  file: File,
): Promise<BookingChange> {
  const body = new FormData();
  body.append('file', file);
  const url = bookingUploadPath(kind, bookingId);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-CSRF-Token': csrfTokenFromMeta() ?? '' },
    body,
  });
  const payload = await response.json().catch(() => ({}));
  if (response.ok) return payload as BookingChange;
  if (response.status === 422) throw new ValidationError(payload, url);
  throw new HttpError(response.status, payload, url);
}
