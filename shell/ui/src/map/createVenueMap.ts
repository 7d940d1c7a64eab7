// Loaded only in the browser, through a dynamic import, when a venue map scrolls into view.
import { createBaseMap } from './mapLibrary';
import type { VenueMapPosition } from './VenueMap';

/** Mapbox streets show a street's detail; the self-hosted outlines only the country. */
const MAPBOX_ZOOM = 13;
const OUTLINE_ZOOM = 7;
const MARKER_COLOUR = '#c8102e';

/** Draws the map with a marker into `container`; returns how to remove it again. */
export async function createVenueMap(
  container: HTMLElement,
  position: VenueMapPosition,
  mapboxAccessToken: string | null,
): Promise<() => void> {
  const center: [number, number] = [position.lng, position.lat];
  const { map, library } = await createBaseMap(container, mapboxAccessToken, {
    center,
    zoom: mapboxAccessToken ? MAPBOX_ZOOM : OUTLINE_ZOOM,
  });
  new library.Marker({ color: MARKER_COLOUR }).setLngLat(center).addTo(map);
  return () => map.remove();
}
