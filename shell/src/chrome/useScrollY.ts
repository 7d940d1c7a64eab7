import { useEffect, useState } from 'react';
import { throttle } from 'throttle-debounce';
import { SCROLL_THROTTLE_MS } from './installBodyFlags';

/** The window's vertical scroll position in px, read at most every 200 ms; 0 on the server. */
export function useScrollY(): number {
  const [scrollY, setScrollY] = useState(0);
  useEffect(() => {
    const update = throttle(SCROLL_THROTTLE_MS, () => setScrollY(window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      update.cancel();
      window.removeEventListener('scroll', update);
    };
  }, []);
  return scrollY;
}
