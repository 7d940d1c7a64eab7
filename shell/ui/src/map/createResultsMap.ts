// Loaded only in the browser, through `loadResultsMap()`, when a search opens its map.
import type * as MapLibre from 'maplibre-gl';
import { createBaseMap, type MapView } from './mapLibrary';
import { resultMarkerElement, type ResultsMapLabels } from './resultMarkers';

export interface ResultsMapPoint {
  id: number;
  lat: number;
  lng: number;
  tier: number;
}

/** A map area in degrees. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface ResultsMapOptions {
  mapboxAccessToken: string | null;
  /** The area to show first (e.g. from the URL); otherwise Switzerland until points arrive. */
  bounds: MapBounds | null;
  labels: ResultsMapLabels;
  onSelect(id: number): void;
  /** The visitor moved or zoomed the map (not the map itself fitting to new points). */
  onUserMove(bounds: MapBounds): void;
}

export interface ResultsMap {
  /** Shows these points, clustered; `fit` moves the map to show them all. */
  setPoints(points: readonly ResultsMapPoint[], fit: boolean): void;
  /** Marks one result's marker (or the cluster holding it); null marks none. */
  highlight(id: number | null): void;
  remove(): void;
}

const SOURCE = 'results';
const SWITZERLAND: MapView = { center: [8.23, 46.82], zoom: 6.5 };
const CLUSTER_RADIUS = 48;
/** Above this zoom every point stands alone. */
const CLUSTER_MAX_ZOOM = 13;

/** Mapbox' cluster methods take callbacks, MapLibre's return promises: one shape for both. */
type ClusterSource = {
  getClusterExpansionZoom(id: number, callback?: (error: unknown, zoom: number) => void): unknown;
  getClusterLeaves(
    id: number,
    limit: number,
    offset: number,
    callback?: (error: unknown, leaves: GeoJSON.Feature[]) => void,
  ): unknown;
};
function settle<T>(call: (callback: (error: unknown, value: T) => void) => unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const result = call((error, value) => (error ? reject(error) : resolve(value)));
    if (result instanceof Promise) result.then(resolve, reject);
  });
}

const boundsOf = (map: MapLibre.Map): MapBounds => {
  const area = map.getBounds();
  return {
    south: area.getSouth(),
    west: area.getWest(),
    north: area.getNorth(),
    east: area.getEast(),
  };
};

/**
 * A map of search results: a GeoJSON source clustered by the map library, drawn as HTML
 * buttons (keyboard and screen readers reach them; no fonts or sprites are needed). A cluster
 * zooms in, a point selects its result.
 */
export async function createResultsMap(
  container: HTMLElement,
  options: ResultsMapOptions,
): Promise<ResultsMap> {
  const start: MapView = options.bounds
    ? {
        bounds: [
          [options.bounds.west, options.bounds.south],
          [options.bounds.east, options.bounds.north],
        ],
      }
    : SWITZERLAND;
  const { map, library } = await createBaseMap(container, options.mapboxAccessToken, start);
  const markers = new Map<string, MapLibre.Marker>();
  let shown = new Set<string>();
  let highlighted: number | null = null;
  let pending: { points: readonly ResultsMapPoint[]; fit: boolean } | null = null;
  const source = () =>
    map.getSource(SOURCE) as unknown as (MapLibre.GeoJSONSource & ClusterSource) | undefined;

  function markerFor(key: string, feature: GeoJSON.Feature<GeoJSON.Point>) {
    const existing = markers.get(key);
    if (existing) return existing;
    const properties = feature.properties ?? {};
    const element = resultMarkerElement(properties, options.labels, (event) => {
      if (!properties.cluster) return options.onSelect(Number(properties.id));
      void settle<number>((done) =>
        source()?.getClusterExpansionZoom(properties.cluster_id, done),
      ).then((zoom) =>
        map.easeTo(
          { center: feature.geometry.coordinates as [number, number], zoom },
          { originalEvent: event },
        ),
      );
    });
    const marker = new library.Marker({ element }).setLngLat(
      feature.geometry.coordinates as [number, number],
    );
    markers.set(key, marker);
    return marker;
  }

  function drawMarkers() {
    if (!map.getSource(SOURCE) || !map.isSourceLoaded(SOURCE)) return;
    const now = new Set<string>();
    for (const feature of map.querySourceFeatures(SOURCE) as GeoJSON.Feature<GeoJSON.Point>[]) {
      const properties = feature.properties ?? {};
      const key = properties.cluster
        ? `cluster-${properties.cluster_id}`
        : `point-${properties.id}`;
      if (now.has(key)) continue;
      now.add(key);
      if (!shown.has(key)) markerFor(key, feature).addTo(map);
    }
    for (const key of shown) if (!now.has(key)) markers.get(key)?.remove();
    shown = now;
    markHighlight();
  }

  function markHighlight() {
    for (const [key, marker] of markers)
      marker.getElement().classList.toggle('ea-map-marker--active', key === `point-${highlighted}`);
    if (highlighted === null || shown.has(`point-${highlighted}`)) return;
    const wanted = highlighted;
    for (const key of shown) {
      if (!key.startsWith('cluster-')) continue;
      const clusterId = Number(key.slice('cluster-'.length));
      void settle<GeoJSON.Feature[]>((done) =>
        source()?.getClusterLeaves(clusterId, Infinity, 0, done),
      )
        .then((leaves) => {
          if (highlighted === wanted && leaves.some((leaf) => leaf.properties?.id === wanted))
            markers.get(key)?.getElement().classList.add('ea-map-marker--active');
        })
        .catch(() => undefined); // the cluster went away while zooming
    }
  }

  function setPoints(points: readonly ResultsMapPoint[], fit: boolean) {
    const current = source();
    if (!current) {
      pending = { points, fit };
      return;
    }
    for (const marker of markers.values()) marker.remove();
    markers.clear();
    shown = new Set();
    current.setData({
      type: 'FeatureCollection',
      features: points.map((point) => ({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.lng, point.lat] },
        properties: { id: point.id, tier: point.tier },
      })),
    });
    if (fit && points.length > 0) {
      const area = new library.LngLatBounds();
      for (const point of points) area.extend([point.lng, point.lat]);
      map.fitBounds(area, { padding: 48, maxZoom: CLUSTER_MAX_ZOOM, duration: 0 });
    }
  }

  map.on('load', () => {
    map.addSource(SOURCE, {
      type: 'geojson',
      data: { type: 'FeatureCollection', features: [] },
      cluster: true,
      clusterRadius: CLUSTER_RADIUS,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
    });
    // Features of a source load only when a layer uses it; this one draws nothing.
    map.addLayer({
      id: SOURCE,
      type: 'circle',
      source: SOURCE,
      paint: { 'circle-radius': 0, 'circle-opacity': 0 },
    });
    if (pending) setPoints(pending.points, pending.fit);
    pending = null;
  });
  map.on('render', drawMarkers);
  map.on('moveend', (event: { originalEvent?: unknown }) => {
    if (event.originalEvent) options.onUserMove(boundsOf(map));
  });

  return {
    setPoints,
    highlight(id) {
      highlighted = id;
      markHighlight();
    },
    remove: () => map.remove(),
  };
}
