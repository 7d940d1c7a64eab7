import { z } from 'zod';
import { choiceFilter, defineResource, numberFilter } from '@eventalp/platform-sdk';
import { AWARD_LANGUAGES, KIT_STATES, KIT_TYPES, kitPagePath, type KitType } from './domain';
import { KIT_BUILDS } from './kit-migrations';
import { BACKOFFICE_AWARD_RESULTS } from './results-resources';

/** One kit build as the back office lists it: what was built for whom, its state and its page. */
export const backofficeKitBuildAnswer = z.object({
  id: z.number().int(),
  year: z.number().int(),
  nominee_id: z.number().int(),
  type: z.enum(KIT_TYPES),
  language: z.enum(AWARD_LANGUAGES),
  state: z.enum(KIT_STATES),
  progress: z.number().int(),
  size: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The venue's kit page (`/site/sla-{year}/{id}/{lang}/sla-{type}`). */
  page: z.string(),
  created_at: z.iso.datetime(),
  finished_at: z.iso.datetime().nullable(),
});

/**
 * The kits built for venues (spec: voting kit, kit URL hash), read only: the award office sees
 * which were asked for, which failed and why; a venue restarts a failed one on its kit page
 * ('Download neu starten.').
 */
export const kitBuildResource = defineResource({
  name: 'award-kit-builds',
  answerName: 'BackofficeAwardKitBuild',
  noun: 'kit build',
  table: KIT_BUILDS,
  row: backofficeKitBuildAnswer,
  toRow: (record) => ({
    ...record,
    size: record.size === null ? null : Number(record.size),
    page: kitPagePath({
      year: Number(record.year),
      nomineeId: Number(record.nominee_id),
      language: record.language as (typeof AWARD_LANGUAGES)[number],
      type: record.type as KitType,
    }),
  }),
  filters: {
    year: numberFilter('year', 2000, 2100),
    nominee_id: numberFilter('nominee_id', 1),
    type: choiceFilter('type', KIT_TYPES),
    state: choiceFilter('state', KIT_STATES),
  },
  sortable: ['created_at', 'year', 'state', 'id'],
  defaultSort: { field: 'created_at', order: 'desc' },
  permissions: { read: BACKOFFICE_AWARD_RESULTS },
});
