import { csrfTokenFromMeta, HttpError, ValidationError } from '@eventalp/shell-kit';

/**
 * Sends one file as multipart `file` to an API path (the JSON client sends no files), with the
 * page's CSRF token and the session cookie. 422 throws a ValidationError (the field texts), other
 * failures an HttpError.
 */
export async function postFile<T>(url: string, file: File): Promise<T> {
  const body = new FormData();
  body.append('file', file);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'application/json', 'X-CSRF-Token': csrfTokenFromMeta() ?? '' },
    body,
  });
  const payload = await response.json().catch(() => ({}));
  if (response.ok) return payload as T;
  if (response.status === 422) throw new ValidationError(payload, url);
  throw new HttpError(response.status, payload, url);
}
