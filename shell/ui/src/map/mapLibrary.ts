// Loaded only in the browser, through dynamic imports: the map libraries stay out of every initial
// bundle. Mapbox when the site is configured with a token, self-hosted MapLibre otherwise; both
// have the same API, typed here as MapLibre's.
import type * as MapLibre from 'maplibre-gl';

/**
 * MapLibre's worker script, emitted as a file of the build that bundles the map (see the kit's
 * baseWebpackConfig): the worker always matches the library version it works for.
 */
const MAPLIBRE_WORKER = new URL('maplibre-gl/dist/maplibre-gl-worker.mjs', import.meta.url);

/**
 * Browsers start workers from the page's own origin only, and a micro-frontend's files come from
 * its own: a same-origin module worker of one line imports the real one (served with CORS).
 */
function workerUrl(script: URL): string {
  if (script.origin === window.location.origin) return script.href;
  const loader = `import ${JSON.stringify(script.href)};`;
  return URL.createObjectURL(new Blob([loader], { type: 'text/javascript' }));
}

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
  library.setWorkerUrl(workerUrl(MAPLIBRE_WORKER));
  const map = new library.Map({
    container,
    style: selfHostedMapStyle,
    attributionControl: false,
    ...position,
  });
  map.addControl(new library.NavigationControl({ showCompass: false }));
  return { map, library };
}
