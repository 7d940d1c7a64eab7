import { z } from 'zod';
import { messages, optionalText, requiredText } from '@eventalp/platform-sdk';

/** An upgrade order: a paid tier and the billing address of its invoice. */
export const upgradeOrderInput = z.object({
  type_id: z
    .number({ error: messages.required })
    .int(messages.format)
    .min(2, messages.format)
    .max(5, messages.format),
  billing: z.object(
    {
      company: optionalText(70),
      name: requiredText({ min: 2, max: 70 }),
      street: requiredText({ max: 70 }),
      street_number: optionalText(16),
      zip: z
        .string({ error: messages.required })
        .trim()
        .min(1, { error: messages.required, abort: true })
        .max(20, { error: messages.format, abort: true })
        .regex(/^\d{4,5}$/, messages.format),
      place: requiredText({ max: 35 }),
      country: z.enum(['CH', 'DE', 'AT', 'LI'], { error: messages.format }).default('CH'),
    },
    { error: messages.required },
  ),
});
export type UpgradeOrderInput = z.output<typeof upgradeOrderInput>;
