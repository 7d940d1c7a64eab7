import type { StyleSpecification } from 'maplibre-gl';
import { countryOutlines } from './countryOutlines';

/** The self-hosted style: water-blue background, CH/DE/AT land and borders; no tiles, no fonts. */
export const selfHostedMapStyle: StyleSpecification = {
  version: 8,
  sources: { countries: { type: 'geojson', data: countryOutlines } },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#dde8f2' } },
    { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f6f3ec' } },
    {
      id: 'borders',
      type: 'line',
      source: 'countries',
      paint: { 'line-color': '#8a94a6', 'line-width': 1.2 },
    },
  ],
};
