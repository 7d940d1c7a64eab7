/** The parts of `navigator.connection` (Network Information API) prefetching looks at. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/** Idle time before in-view links are prefetched (spec section 9). */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

/** No prefetching with data saver on or on a 2g connection (slow-2g included). */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/2g/.test(connection.effectiveType ?? '');
}
