import { useEffect, useState } from 'react';
import { throttle } from 'throttle-debounce';
import { SCROLL_THROTTLE_MS } from './installBodyFlags';

/**
 * `test` of the window's scroll position, read at most every 200 ms; at first (and on the
 * server) `test` of the top of the page, so hydration matches. Only a
 * change of the answer re-renders, not every scroll step; with `enabled` false nothing listens
 * (a page without a transparent header). `test` must be stable (a module-level function).
 */
export function useScrollTest(test: (scrollY: number) => boolean, enabled = true): boolean {
  const [answer, setAnswer] = useState(() => enabled && test(0));
  useEffect(() => {
    if (!enabled) {
      setAnswer(false);
      return;
    }
    const update = throttle(SCROLL_THROTTLE_MS, () => setAnswer(test(window.scrollY)));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, [test, enabled]);
  return answer;
}
