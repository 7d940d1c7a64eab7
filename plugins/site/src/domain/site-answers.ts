import { z } from 'zod';

/** An active redirect as every front end applies it: 301 or 302 from one path to another. */
export const redirectRuleAnswer = z
  .object({ from: z.string(), to: z.string(), status: z.number().int() })
  .meta({ id: 'RedirectRule' });
export type RedirectRule = z.output<typeof redirectRuleAnswer>;

/** `GET /api/redirects/getall/front`: the active redirects, by `from`. */
export const redirectRulesAnswer = z.array(redirectRuleAnswer).meta({ id: 'RedirectRules' });

/** A text the back office can change (spec section 7): its value, else its fallback. */
export const serviceLabelAnswer = z
  .object({ label: z.string(), value: z.string().nullable(), fallback: z.string().nullable() })
  .meta({ id: 'ServiceLabel' });
export type ServiceLabel = z.output<typeof serviceLabelAnswer>;

/** `GET /api/guest/service-labels/draw`: every service label, by key. */
export const serviceLabelsAnswer = z.array(serviceLabelAnswer).meta({ id: 'ServiceLabels' });
