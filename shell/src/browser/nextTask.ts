/**
 * Resolves in a new task of the event loop, so that the browser can paint and answer input in
 * between: `scheduler.yield()` where the browser has it (the continuation keeps its priority),
 * else a zero timeout.
 */
export function nextTask(win: Window = window): Promise<void> {
  const scheduler = (win as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => win.setTimeout(resolve, 0));
}
