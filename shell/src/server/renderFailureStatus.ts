/**
 * The status of the error page when a remote's server render failed (its module loaded, its
 * render threw): 503 when the platform API was unreachable or answered 502/503/504, so clients
 * and crawlers retry later; 500 for everything else.
 */
export function renderFailureStatus(error: unknown): 500 | 503 {
  if (typeof error !== 'object' || error === null) return 500;
  const { name, status, message } = error as { name?: string; status?: number; message?: string };
  if (name === 'HttpError' && (status === 502 || status === 503 || status === 504)) return 503;
  // Node's fetch rejects with "TypeError: fetch failed" when nothing answers.
  if (name === 'TypeError' && message === 'fetch failed') return 503;
  return 500;
}
