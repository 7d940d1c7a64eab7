import type { Catalogue } from '@eventalp/plugin-catalog';

/**
 * The rows whose venue is a public catalogue location in `region` (the award's searches filter by
 * the catalogue's region; a venue not in the catalogue or not public is in no region).
 */
export async function venuesInRegion<Row extends { location_id: number | null }>(
  catalogue: Catalogue,
  rows: Row[],
  region: number,
): Promise<Row[]> {
  const ids = rows.flatMap((row) => (row.location_id === null ? [] : [row.location_id]));
  if (!ids.length) return [];
  const entries = await catalogue.publicEntries('location', ids, ['region_id']);
  const inRegion = new Set(entries.filter((e) => e.region_id === region).map((e) => e.id));
  return rows.filter((row) => row.location_id !== null && inRegion.has(row.location_id));
}
