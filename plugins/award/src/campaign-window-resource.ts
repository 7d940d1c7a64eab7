import { z } from 'zod';
import {
  authorFields,
  choiceFilter,
  defineResource,
  messages,
  numberFilter,
  text,
} from '@eventalp/platform-sdk';
import { CAMPAIGN_WINDOWS } from './award-migrations';
import { CAMPAIGN_KINDS } from './domain';

/** Who may move the award's campaign windows (the award office). */
export const BACKOFFICE_AWARD_CAMPAIGNS = 'backoffice.award.campaigns';

/** The window ends before or when it starts (the spec names no message; ours). */
export const CAMPAIGN_WINDOW_ORDER_MESSAGE = 'Das Ende muss nach dem Beginn liegen.';

/** One campaign window of an award year as the back office lists, shows and changes it. */
export const backofficeCampaignWindowAnswer = z.object({
  id: z.number().int(),
  year: z.number().int(),
  kind: z.enum(CAMPAIGN_KINDS),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  ...authorFields,
});

/** An instant with its offset (`2027-03-01T00:00:00+01:00`, `…Z`). */
const instant = text(40, messages.format).pipe(
  z.iso.datetime({ offset: true, error: messages.format }),
);

/**
 * A moved window: start and end, the end after the start. The year and kind of a row stay: every
 * configured award year has one row per kind from its seed.
 */
export const campaignWindowInput = z
  .object({
    starts_at: z.preprocess((value) => value ?? undefined, instant),
    ends_at: z.preprocess((value) => value ?? undefined, instant),
  })
  // Only between two instants: a field that is none has its own message.
  .refine((window) => !(Date.parse(window.starts_at) >= Date.parse(window.ends_at)), {
    path: ['ends_at'],
    error: CAMPAIGN_WINDOW_ORDER_MESSAGE,
  });

/**
 * The campaign windows per award year in the back office (spec section 4): list by year and kind,
 * show, move start and end. Every page reads them on its next request; each change is in the
 * audit log.
 */
export const campaignWindowResource = defineResource({
  name: 'award-campaign-windows',
  answerName: 'BackofficeCampaignWindow',
  noun: 'campaign window',
  table: CAMPAIGN_WINDOWS,
  row: backofficeCampaignWindowAnswer,
  update: campaignWindowInput,
  filters: {
    year: numberFilter('year', 2000, 2100),
    kind: choiceFilter('kind', CAMPAIGN_KINDS),
  },
  sortable: ['year', 'starts_at', 'ends_at', 'kind', 'id'],
  defaultSort: { field: 'year', order: 'desc' },
  perPage: { default: 50, max: 100 },
  permissions: { read: BACKOFFICE_AWARD_CAMPAIGNS, write: BACKOFFICE_AWARD_CAMPAIGNS },
});
