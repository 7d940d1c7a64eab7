import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** A route change quicker than this shows no bar (spec section 9, load bar throttle). */
export const LOAD_BAR_DELAY_MS = 200;
/** The bar runs at most this long, even if the route never settles. */
export const LOAD_BAR_DURATION_MS = 5000;

/** A thin bar at the top while single-spa changes route (loading and mounting the next app). */
export function LoadBar() {
  const intl = useIntl();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let showTimer: ReturnType<typeof setTimeout> | undefined;
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      clearTimeout(showTimer);
      clearTimeout(hideTimer);
      setVisible(false);
    };
    const start = () => {
      stop();
      showTimer = setTimeout(() => {
        setVisible(true);
        hideTimer = setTimeout(() => setVisible(false), LOAD_BAR_DURATION_MS);
      }, LOAD_BAR_DELAY_MS);
    };
    window.addEventListener('single-spa:before-routing-event', start);
    window.addEventListener('single-spa:routing-event', stop);
    return () => {
      stop();
      window.removeEventListener('single-spa:before-routing-event', start);
      window.removeEventListener('single-spa:routing-event', stop);
    };
  }, []);

  if (!visible) return null;
  return (
    <div
      className="ea-load-bar"
      role="progressbar"
      aria-label={intl.formatMessage({ id: 'shell.loadBar', defaultMessage: 'Seite wird geladen' })}
    />
  );
}
