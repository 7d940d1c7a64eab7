import { z } from 'zod';
import {
  BACKOFFICE_PATH,
  defineRoute,
  errorAnswer,
  MAX_ROW_ID,
  messages,
  resourceIdParams,
  wholeNumber,
} from '@eventalp/platform-sdk';
import type { FormalCheckService } from './formal-check-service';
import { BACKOFFICE_AWARD_NOMINATIONS, nomineeResource } from './nominee-resource';

const base = `${BACKOFFICE_PATH}/${nomineeResource.name}`;
const access = { permissions: [BACKOFFICE_AWARD_NOMINATIONS] };

/** Ids of nominees in one request (a page of the list at most). */
const nomineeIds = z
  .array(wholeNumber(1, MAX_ROW_ID), { error: messages.required })
  .min(1, { error: messages.required })
  .max(100, { error: messages.format });

/** The outcome of a step applied to many nominees. */
const bulkStepAnswer = z
  .object({ changed: z.array(z.number().int()), skipped: z.array(z.number().int()) })
  .meta({ id: 'BackofficeAwardNomineeSteps' });

/**
 * The formal check's routes beside the `award-nominees` resource: check one nominee, send one
 * its invitation, do either to many, merge duplicates of one venue.
 */
export function formalCheckRoutes(formalCheck: FormalCheckService) {
  const row = nomineeResource.answers.row;
  return [
    defineRoute({
      method: 'post',
      path: `${base}/steps`,
      summary:
        'Back office: formally check (`check`) or invite (`invite`, mails each venue its confirmation link) many nominees; those in another state are skipped',
      access,
      input: {
        body: z.object({
          action: z.enum(['check', 'invite'], { error: messages.required }),
          ids: nomineeIds,
        }),
      },
      responses: { 200: bulkStepAnswer },
      async handler({ body, user }) {
        return formalCheck.advanceMany(body.ids, body.action, user!);
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/:id/check`,
      summary: 'Back office: mark a submitted nominee as formally checked (409 in another state)',
      access,
      input: { params: resourceIdParams },
      responses: { 200: row, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, user }) {
        return formalCheck.advance(params.id, 'check', user!);
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/:id/invite`,
      summary:
        'Back office: send a checked nominee its invitation with the confirmation link (through the outbox; 409 when not checked or invited already)',
      access,
      input: { params: resourceIdParams },
      responses: { 200: row, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, user }) {
        return formalCheck.advance(params.id, 'invite', user!);
      },
    }),
    defineRoute({
      method: 'post',
      path: `${base}/:id/merge`,
      summary:
        "Back office: merge duplicate nominees of the same venue and year into this one (their submitters' nominations move to it, the duplicates are deleted)",
      access,
      input: { params: resourceIdParams, body: z.object({ ids: nomineeIds }) },
      responses: { 200: row, 404: errorAnswer },
      async handler({ params, body, user }) {
        return formalCheck.merge(params.id, body.ids, user!);
      },
    }),
  ];
}
