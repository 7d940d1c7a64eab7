import { z } from 'zod';
import { messages } from '@eventalp/platform-sdk';

const clip = (max: number) => z.string().transform((value) => value.slice(0, max));
const position = z.coerce.number().int().min(0).max(10_000_000).nullish();

/** The front end's error report (spec section 3: errorMessage, errorLine, errorColumn, errorURL, errorStack). */
export const clientErrorInput = z.object({
  errorMessage: z.string({ error: messages.required }).min(1, messages.required).pipe(clip(2000)),
  errorLine: position,
  errorColumn: position,
  errorURL: clip(2000).nullish(),
  errorStack: clip(20_000).nullish(),
});
