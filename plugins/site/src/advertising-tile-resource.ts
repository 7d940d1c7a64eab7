import {
  booleanFilter,
  choiceFilter,
  defineResource,
  messages,
  numberFilter,
  ValidationError,
  type ResourceFilter,
} from '@eventalp/platform-sdk';
import { TAXONOMY_TERMS, TaxonomyType } from '@eventalp/plugin-taxonomy';
import {
  ADVERTISING_AREAS,
  advertisingTileInput,
  backofficeAdvertisingTileAnswer,
} from './domain/advertising-tile-input';
import { ADVERTISING_TILES } from './site-migrations';

/** Who may manage advertising tiles (spec: sales runs advertising). */
export const BACKOFFICE_ADVERTISING = 'backoffice.advertising';

/** The taxonomy types each targeting field of a tile takes its ids from. */
export const TILE_TERM_TYPES = {
  region_id: [TaxonomyType.swissRegion, TaxonomyType.germanState, TaxonomyType.austrianState],
  building_type_id: [TaxonomyType.buildingType],
  event_kind_id: [TaxonomyType.eventKind],
  service_type_ids: [TaxonomyType.providerMainCategory],
} as const satisfies Record<string, readonly number[]>;

/** Tiles that target one provider service type (`?service_type_id=37`). */
const serviceTypeFilter: ResourceFilter<number> = {
  schema: numberFilter('id', 1).schema,
  apply: (query, id) => void query.whereRaw('? = any(service_type_ids)', [id]),
};

/**
 * Advertising tiles in the back office (sales and admin): list with search and filters, create,
 * change, archive and restore, history. The search pages read the active ones through
 * `GET /api/guest/advertising-tiles`.
 */
export const advertisingTileResource = defineResource({
  name: 'advertising-tiles',
  answerName: 'BackofficeAdvertisingTile',
  noun: 'advertising tile',
  table: ADVERTISING_TILES,
  row: backofficeAdvertisingTileAnswer,
  create: advertisingTileInput,
  filters: {
    active: booleanFilter('active'),
    main_area: choiceFilter('main_area', ADVERTISING_AREAS),
    region_id: numberFilter('region_id', 1),
    building_type_id: numberFilter('building_type_id', 1),
    event_kind_id: numberFilter('event_kind_id', 1),
    service_type_id: serviceTypeFilter,
  },
  sortable: ['name', 'main_area', 'active', 'updated_at', 'id'],
  search: ['name', 'link'],
  archive: true,
  bulk: ['archive', 'restore'],
  permissions: { read: BACKOFFICE_ADVERTISING, write: BACKOFFICE_ADVERTISING },
  async check(_services, trx, values) {
    const wanted = Object.entries(TILE_TERM_TYPES).flatMap(([field, types]) => {
      const value = values[field];
      const ids = Array.isArray(value) ? (value as number[]) : value == null ? [] : [value];
      return ids.map((id) => ({ field, id: Number(id), types: types as readonly number[] }));
    });
    if (wanted.length === 0) return;
    const terms = await trx(TAXONOMY_TERMS)
      .whereIn(
        'id',
        wanted.map(({ id }) => id),
      )
      .select('id', 'type');
    const typeOf = new Map(terms.map((term) => [Number(term.id), Number(term.type)]));
    const errors: Record<string, string[]> = {};
    for (const { field, id, types } of wanted)
      if (!types.includes(typeOf.get(id) ?? -1)) errors[field] = [messages.format];
    if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  },
});
