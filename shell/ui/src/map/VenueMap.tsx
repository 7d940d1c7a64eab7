import { useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usePlatform } from '@eventalp/shell-kit';

export interface VenueMapPosition {
  lat: number;
  lng: number;
}

interface VenueMapProps {
  position: VenueMapPosition;
  /** Shown until the map is drawn (and on the server, and to crawlers): the address. */
  children: ReactNode;
}

/**
 * A map with a marker at the venue. The server renders a static placeholder with the address;
 * the browser loads the map library only when the map comes into view (MapLibre with the
 * bundled CH/DE/AT outlines, or Mapbox when a token is configured).
 */
export function VenueMap({ position, children }: VenueMapProps) {
  const { mapboxAccessToken, crawler } = usePlatform();
  const intl = useIntl();
  const canvas = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'placeholder' | 'ready' | 'failed'>('placeholder');
  const { lat, lng } = position;

  useEffect(() => {
    const element = canvas.current;
    if (!element || crawler) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      import('./createVenueMap')
        .then(({ createVenueMap }) => createVenueMap(element, { lat, lng }, mapboxAccessToken))
        .then((removeMap) => {
          if (cancelled) removeMap();
          else {
            remove = removeMap;
            setState('ready');
          }
        })
        .catch((error: unknown) => {
          // The address stays readable; the page works without the map.
          console.warn('The map could not be loaded', error);
          if (!cancelled) setState('failed');
        });
    });
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [lat, lng, mapboxAccessToken, crawler]);

  return (
    <div
      className={`ea-map ea-map--${state}`}
      role="region"
      aria-label={intl.formatMessage({ id: 'ui.map.label', defaultMessage: 'Karte' })}
    >
      <div ref={canvas} className="ea-map__canvas" />
      <div className="ea-map__placeholder">
        {children}
        {state === 'failed' && (
          <p className="ea-status">
            <FormattedMessage
              id="ui.map.failed"
              defaultMessage="Die Karte kann gerade nicht angezeigt werden."
            />
          </p>
        )}
      </div>
    </div>
  );
}
