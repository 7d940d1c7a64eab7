import { z } from 'zod';
import { authorFields, messages, optionalText, requiredText } from '@eventalp/platform-sdk';

/** A service label as the back office lists, shows and changes it (key, value, fallback). */
export const backofficeServiceLabelAnswer = z.object({
  id: z.number().int(),
  label: z.string(),
  value: z.string().nullable(),
  fallback: z.string().nullable(),
  ...authorFields,
});
export type BackofficeServiceLabel = z.output<typeof backofficeServiceLabelAnswer>;

/**
 * A new or changed service label: the key the front ends ask for (letters, digits, `.`, `_`, `-`;
 * 'Ungültiges Format' otherwise), its text and the fallback shown while the text is empty.
 */
export const serviceLabelInput = z.object({
  label: requiredText({ max: 255 }).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, {
    error: messages.format,
  }),
  value: optionalText(5000),
  fallback: optionalText(5000),
});
export type ServiceLabelInput = z.input<typeof serviceLabelInput>;
