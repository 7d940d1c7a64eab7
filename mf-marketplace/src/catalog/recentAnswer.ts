import type { PlatformClient } from '@eventalp/shell-kit';

/**
 * An API answer that changes with back-office edits only, fetched at most once per `ttlMs` per
 * process (server) or page (browser) and shared by every render meanwhile; a failed fetch is
 * forgotten at once, so the next render asks again. The API lets shared caches keep such answers
 * for a minute anyway.
 */
export function recentAnswer<T>(
  ttlMs: number,
  fetchAnswer: (http: PlatformClient) => Promise<T>,
  now: () => number = Date.now,
): (http: PlatformClient) => Promise<T> {
  let recent: { at: number; answer: Promise<T> } | null = null;
  return (http) => {
    const at = now();
    if (!recent || at - recent.at > ttlMs) {
      const answer = fetchAnswer(http);
      const entry = { at, answer };
      recent = entry;
      answer.catch(() => {
        if (recent === entry) recent = null;
      });
    }
    return recent.answer;
  };
}
