import { HttpError, pageOutcomeOf } from '@eventalp/shell-kit';

/** Marks data a page could not load (the page shows the spec's 'error loading data'). */
export const LOAD_FAILED = Symbol('load failed');

/**
 * The promise's value, or `LOAD_FAILED` when the API failed (a server error, a lost connection).
 * What ends the page instead is passed on: a missing or foreign entry (404), a redirect, and a
 * session that ended (401/403, the guard sends the visitor to the login).
 */
export async function orLoadFailure<T>(promise: Promise<T>): Promise<T | typeof LOAD_FAILED> {
  try {
    return await promise;
  } catch (error) {
    if (pageOutcomeOf(error)) throw error;
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) throw error;
    return LOAD_FAILED;
  }
}
