import { useState } from 'react';

/**
 * `value` as it was when `key` last changed: effects that depend on it run once per key (the
 * search filters by their query string), not on every new object with the same meaning.
 */
export function useValueByKey<T>(value: T, key: string): T {
  const [held, setHeld] = useState({ key, value });
  if (held.key === key) return held.value;
  // Storing what a render saw, React's pattern for state from earlier renders.
  setHeld({ key, value });
  return value;
}
