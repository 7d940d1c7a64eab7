import type { Knex } from 'knex';
import type { z } from 'zod';
import type { AdvertisingTile, advertisingTileQuery } from './domain/advertising-tile-input';
import { ADVERTISING_TILES } from './site-migrations';

/** At most this many tiles go to one search page. */
export const MAX_TILES_PER_PAGE = 6;

/**
 * The active, unarchived tiles for one search: of its main area (or both), and for each criterion
 * a tile sets (region, building type, suitable-for event kind, capacity, service types), only
 * when the search carries a matching value; a criterion the tile leaves empty matches any search.
 * Newest change first.
 */
export function readAdvertisingTiles(
  db: Knex,
  search: z.output<typeof advertisingTileQuery>,
): Promise<AdvertisingTile[]> {
  const query = db(ADVERTISING_TILES)
    .select('id', 'name', 'link', 'background_colour', 'text_colour')
    .where({ active: true })
    .whereNull('archived_at')
    .whereIn('main_area', [search.area, 'both']);
  for (const column of ['region_id', 'building_type_id', 'event_kind_id'] as const) {
    const value = search[column];
    void query.where((match) => {
      void match.whereNull(column);
      if (value !== undefined) void match.orWhere(column, value);
    });
  }
  const persons = search.persons;
  void query.where((match) => {
    void match.whereNull('capacity_min').whereNull('capacity_max');
    if (persons !== undefined)
      void match.orWhere((within) => {
        void within
          .where((low) => low.whereNull('capacity_min').orWhere('capacity_min', '<=', persons))
          .where((high) => high.whereNull('capacity_max').orWhere('capacity_max', '>=', persons));
      });
  });
  void query.where((match) => {
    void match.whereRaw('cardinality(service_type_ids) = 0');
    if (search.service_type_id !== undefined)
      void match.orWhereRaw('? = any(service_type_ids)', [search.service_type_id]);
  });
  return query
    .orderBy([
      { column: 'updated_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(MAX_TILES_PER_PAGE);
}
