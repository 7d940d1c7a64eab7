import { useEffect, useState } from 'react';

/** Below md (768 px) in portrait the jumbotron shows the mobile header image (spec section 4). */
export const MOBILE_HEADER_QUERY = '(max-width: 767px) and (orientation: portrait)';
const DEBOUNCE_MS = 200;

/** Whether the mobile header applies; false on the server, recomputed 200 ms after a resize. */
export function useMobileHeader(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setMobile(window.matchMedia(MOBILE_HEADER_QUERY).matches);
    const debounced = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEBOUNCE_MS);
    };
    update();
    window.addEventListener('resize', debounced);
    window.addEventListener('orientationchange', debounced);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', debounced);
      window.removeEventListener('orientationchange', debounced);
    };
  }, []);
  return mobile;
}
