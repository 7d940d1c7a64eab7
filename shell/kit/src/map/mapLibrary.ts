// Loaded only in the browser, through dynamic imports: the map libraries stay out of every initial
// bundle. Mapbox when the site is configured with a token, self-hosted MapLibre otherwise; both
// have the same API, typed here as MapLibre's.
import type * as MapLibre from 'maplibre-gl';

/** Served by the shell next to its bundle (see shell/webpack.config.js). */
export const MAPLIBRE_WORKER_URL = '/_shell/maplibre-gl-worker.js';

export type MapLibrary = typeof MapLibre;

/** Where a map starts: a centre and zoom, or an area to fit. */
export type MapView =
  { center: [number, number]; zoom: number } | { bounds: [[number, number], [number, number]] };

/** A map in `container` with zoom buttons, and the library that drew it. */
export async function createBaseMap(
  container: HTMLElement,
  mapboxAccessToken: string | null,
  view: MapView,
): Promise<{ map: MapLibre.Map; library: MapLibrary }> {
  const position =
    'center' in view ? { center: view.center, zoom: view.zoom } : { bounds: view.bounds };
  if (mapboxAccessToken) {
    const { default: mapboxgl } = await import('mapbox-gl');
    mapboxgl.accessToken = mapboxAccessToken;
    const library = mapboxgl as unknown as MapLibrary;
    const map = new library.Map({
      container,
      style: 'mapbox://styles/mapbox/streets-v12',
      ...position,
    });
    map.addControl(new library.NavigationControl({ showCompass: false }));
    return { map, library };
  }
  const [library, { selfHostedMapStyle }] = await Promise.all([
    import('maplibre-gl'),
    import('./mapStyle'),
  ]);
  library.setWorkerUrl(MAPLIBRE_WORKER_URL);
  const map = new library.Map({
    container,
    style: selfHostedMapStyle,
    attributionControl: false,
    ...position,
  });
  map.addControl(new library.NavigationControl({ showCompass: false }));
  return { map, library };
}
