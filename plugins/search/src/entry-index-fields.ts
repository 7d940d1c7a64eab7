import type { SearchFieldDefinition } from '@eventalp/platform-sdk';

/** Fields every entry index has (see `entryDocumentBase`). */
export const ENTRY_INDEX_FIELDS: Record<string, SearchFieldDefinition> = {
  name: { type: 'text', weight: 'A', suggest: true },
  place: { type: 'text', weight: 'B' },
  category_name: { type: 'text', weight: 'B' },
  summary: { type: 'text', weight: 'C' },
  description: { type: 'text', weight: 'D' },
  category: { type: 'keyword' },
  region: { type: 'keyword' },
  country: { type: 'keyword' },
  place_id: { type: 'keyword' },
  tier: { type: 'integer' },
  entry_id: { type: 'integer' },
  lat: { type: 'float' },
  lng: { type: 'float' },
  position: { type: 'geo_point' },
};
