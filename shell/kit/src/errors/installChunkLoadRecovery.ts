const LAST_RELOAD_KEY = 'eventalp:chunk-reload-at';
/** Spec section 8: at most one reload per 60 seconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** True for the errors webpack raises when a chunk (e.g. of a redeployed remote) is gone. */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/.test(error.message))
  );
}

/** Whether to reload now, given when the page last reloaded for this reason (ms, or null). */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS;
}

/**
 * Reloads the page when a chunk failed to load (a deploy replaced it), so the visitor gets the
 * new build; within a minute of the last such reload it does nothing, so it never loops. Returns
 * whether it reloads.
 */
export function reloadForChunkError(error: unknown, win: Window = window): boolean {
  if (!isChunkLoadError(error)) return false;
  const stored = Number(win.sessionStorage.getItem(LAST_RELOAD_KEY));
  const now = Date.now();
  if (!shouldReloadForChunkError(stored > 0 ? stored : null, now)) return false;
  win.sessionStorage.setItem(LAST_RELOAD_KEY, String(now));
  win.location.reload();
  return true;
}

/** Applies `reloadForChunkError` to every unhandled rejection of the page. */
export function installChunkLoadRecovery(win: Window = window): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    reloadForChunkError(event.reason, win);
  };
  win.addEventListener('unhandledrejection', onRejection);
  return () => win.removeEventListener('unhandledrejection', onRejection);
}
