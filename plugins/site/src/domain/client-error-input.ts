import { z } from 'zod';
import { messages, text, wholeNumber } from '@eventalp/platform-sdk';

/**
 * A report's text, kept to `max` characters; a browser's message or stack may run somewhat longer
 * and is clipped, but more than four times the length is refused (422), not stored.
 */
const clip = (max: number) => text(max * 4).transform((value) => value.slice(0, max));
const position = wholeNumber(0, 10_000_000).nullish();

/** The front end's error report (spec section 3: errorMessage, errorLine, errorColumn, errorURL, errorStack). */
export const clientErrorInput = z.object({
  errorMessage: z
    .string({ error: messages.required })
    .min(1, messages.required)
    .max(8000, messages.maxLength(8000))
    .pipe(clip(2000)),
  errorLine: position,
  errorColumn: position,
  errorURL: clip(2000).nullish(),
  errorStack: clip(20_000).nullish(),
});
