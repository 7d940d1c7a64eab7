import { useSyncExternalStore } from 'react';

/**
 * When this browser sent a request to an entry: `{ 'location:12': '2026-11-27' }` (the Swiss
 * calendar day) in localStorage, so the favourites page can say "Angefragt am …". Kept by the
 * marketplace alone (no other front end reads it), newest 200 entries.
 */
export const REQUESTED_STORAGE_KEY = 'eventalp.requested';
const MAX_REMEMBERED = 200;

export type RequestedDates = Readonly<Record<string, string>>;

const NONE: RequestedDates = Object.freeze({});
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const KEY = /^(location|provider):\d{1,10}$/;

export const requestedKey = (entry: { type: string; id: number }) => `${entry.type}:${entry.id}`;

/** The stored value read back; anything malformed is dropped (it is only a reminder). */
export function parseRequested(raw: string | null): RequestedDates {
  if (!raw) return NONE;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return NONE;
    const kept: Record<string, string> = {};
    for (const [key, day] of Object.entries(value))
      if (KEY.test(key) && typeof day === 'string' && DAY.test(day)) kept[key] = day;
    return kept;
  } catch {
    return NONE;
  }
}

/** `dates` with the entries asked on `day`, the oldest dropped beyond the limit. */
export function withRequested(
  dates: RequestedDates,
  entries: readonly { type: string; id: number }[],
  day: string,
): RequestedDates {
  const next: Record<string, string> = {};
  const asked = new Set(entries.map(requestedKey));
  // Insertion order is the age: entries asked again move to the end.
  for (const [key, value] of Object.entries(dates)) if (!asked.has(key)) next[key] = value;
  for (const key of asked) next[key] = day;
  const keys = Object.keys(next);
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_REMEMBERED))) delete next[key];
  return next;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; dates: RequestedDates } | null = null;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function snapshot(): RequestedDates {
  const raw = storage()?.getItem(REQUESTED_STORAGE_KEY) ?? null;
  if (!cached || cached.raw !== raw) cached = { raw, dates: parseRequested(raw) };
  return cached.dates;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === REQUESTED_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers that a request went to these entries on `day` (YYYY-MM-DD). */
export function recordRequested(entries: readonly { type: string; id: number }[], day: string) {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(REQUESTED_STORAGE_KEY, JSON.stringify(withRequested(snapshot(), entries, day)));
  } catch {
    // A full or blocked storage only loses the reminder.
  }
  listeners.forEach((listener) => listener());
}

/** The requested days by `type:id`; none on the server and during hydration. */
export function useRequestedDates(): RequestedDates {
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}
