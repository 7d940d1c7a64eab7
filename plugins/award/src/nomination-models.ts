import { Model, type RelationMappings } from 'objection';
import type { SubmitterFunction } from './domain';
import { NOMINATIONS, NOMINEES } from './award-migrations';

/** One submitter's nomination of a nominee. */
export class Nomination extends Model {
  static override tableName = NOMINATIONS;
  id!: number;
  nominee_id!: number;
  first_name!: string;
  last_name!: string;
  email!: string;
  function!: SubmitterFunction;
  message!: string | null;
  source!: string | null;
  language!: string;
  created_at!: Date;
}

/**
 * A venue nominated in an award year with its nominations: the aggregate the back office checks
 * and merges, and the venue confirms through its SLA code.
 */
export class Nominee extends Model {
  static override tableName = NOMINEES;
  id!: number;
  year!: number;
  location_id!: number | null;
  venue_key!: string;
  name!: string;
  postcode!: string | null;
  city!: string | null;
  sla_code!: string;
  rating_code!: string;
  status!: string;
  nominations?: Nomination[];

  static override get relationMappings(): RelationMappings {
    return {
      nominations: {
        relation: Model.HasManyRelation,
        modelClass: Nomination,
        join: { from: `${NOMINEES}.id`, to: `${NOMINATIONS}.nominee_id` },
      },
    };
  }
}

export const awardModels = [Nominee, Nomination];
