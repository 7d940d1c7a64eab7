import { Model, type RelationMappings } from 'objection';
import { DISTANCES, FAQS, LOCATIONS, PROVIDERS, ROOMS, VIDEOS } from '../catalog-migrations';
import type { EntryKind } from '../entry-kind';

/** A row that belongs to a location or a provider (`entry_type` + `entry_id`). */
class EntryChild extends Model {
  entry_type!: EntryKind;
  entry_id!: number;
}

export class Distance extends EntryChild {
  static override tableName = DISTANCES;
  id!: number;
  kind!: 'train_station' | 'highway' | 'airport';
  name!: string;
  distance_km!: string | number;
}

export class Video extends EntryChild {
  static override tableName = VIDEOS;
  id!: number;
  youtube_id!: string;
  title!: string | null;
  order!: number;
}

export class EntryFaq extends EntryChild {
  static override tableName = FAQS;
  static override get idColumn() {
    return ['entry_type', 'entry_id'];
  }
}

/** A room of a location (one of the location aggregate's children). */
export class Room extends Model {
  static override tableName = ROOMS;
  id!: number;
  location_id!: number;
  name!: string;
  order!: number;
  [column: string]: unknown;
}

/**
 * Children keyed by `entry_type` + `entry_id`: the relation reads and deletes only rows of its
 * kind (locations and providers share ids) and stamps the kind on rows it inserts.
 */
function childrenOf(kind: EntryKind, table: string, modelClass: typeof EntryChild, one = false) {
  return {
    relation: one ? Model.HasOneRelation : Model.HasManyRelation,
    modelClass,
    join: { from: `${kind === 'location' ? LOCATIONS : PROVIDERS}.id`, to: `${table}.entry_id` },
    filter: (query: { where(column: string, value: string): unknown }) =>
      query.where(`${table}.entry_type`, kind),
    beforeInsert(child: EntryChild) {
      child.entry_type = kind;
    },
  };
}

/** What locations and providers share as aggregates an owner edits. */
export abstract class OwnedEntry extends Model {
  id!: number;
  owner_user_id!: number | null;
  full_name!: string;
  category_id!: number;
  country_category!: number;
  approved!: boolean;
  release_at!: Date | null;
  expires_at!: Date | null;
  release_requested_at!: Date | null;
  type_id!: number;
  distances?: Distance[];
  videos?: Video[];
  faq?: EntryFaq;
  [column: string]: unknown;
}

/** A location with its rooms, distances, videos and FAQ: the aggregate its owner edits. */
export class Location extends OwnedEntry {
  static override tableName = LOCATIONS;
  rooms?: Room[];
  static override get relationMappings(): RelationMappings {
    return {
      rooms: {
        relation: Model.HasManyRelation,
        modelClass: Room,
        join: { from: `${LOCATIONS}.id`, to: `${ROOMS}.location_id` },
      },
      distances: childrenOf('location', DISTANCES, Distance),
      videos: childrenOf('location', VIDEOS, Video),
      faq: childrenOf('location', FAQS, EntryFaq, true),
    };
  }
}

/** A provider with its videos (and FAQ row): the aggregate its owner edits. */
export class Provider extends OwnedEntry {
  static override tableName = PROVIDERS;
  static override get relationMappings(): RelationMappings {
    return {
      distances: childrenOf('provider', DISTANCES, Distance),
      videos: childrenOf('provider', VIDEOS, Video),
      faq: childrenOf('provider', FAQS, EntryFaq, true),
    };
  }
}

/** The model of each kind of entry. */
export const entryModels: Record<EntryKind, typeof Location | typeof Provider> = {
  location: Location,
  provider: Provider,
};

export const ownerModels = [Location, Provider, Room, Distance, Video, EntryFaq];
