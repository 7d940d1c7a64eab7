// Loaded only in the browser, through a dynamic import: the map libraries stay out of every
// initial bundle and are fetched when a map scrolls into view.
import type { VenueMapPosition } from './VenueMap';

/** Served by the shell next to its bundle (see shell/webpack.config.js). */
export const MAPLIBRE_WORKER_URL = '/_shell/maplibre-gl-worker.js';

const ZOOM = 13;
const MARKER_COLOUR = '#c8102e';

/** Draws the map with a marker into `container`; returns how to remove it again. */
export async function createVenueMap(
  container: HTMLElement,
  position: VenueMapPosition,
  mapboxAccessToken: string | null,
): Promise<() => void> {
  const center: [number, number] = [position.lng, position.lat];
  if (mapboxAccessToken) {
    const { default: mapboxgl } = await import('mapbox-gl');
    mapboxgl.accessToken = mapboxAccessToken;
    const map = new mapboxgl.Map({
      container,
      style: 'mapbox://styles/mapbox/streets-v12',
      center,
      zoom: ZOOM,
    });
    new mapboxgl.Marker({ color: MARKER_COLOUR }).setLngLat(center).addTo(map);
    return () => map.remove();
  }
  const [maplibre, { selfHostedMapStyle }] = await Promise.all([
    import('maplibre-gl'),
    import('./mapStyle'),
  ]);
  maplibre.setWorkerUrl(MAPLIBRE_WORKER_URL);
  const map = new maplibre.Map({
    container,
    style: selfHostedMapStyle,
    center,
    zoom: 7,
    attributionControl: false,
  });
  map.addControl(new maplibre.NavigationControl({ showCompass: false }));
  new maplibre.Marker({ color: MARKER_COLOUR }).setLngLat(center).addTo(map);
  return () => map.remove();
}
