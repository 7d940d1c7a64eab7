import { z, type ZodType } from 'zod';

/** A body that is not JSON, e.g. Prometheus text or an Atom feed: a string of this media type. */
export interface TextAnswer {
  readonly contentType: string;
}

/** Declares a text answer of `contentType` (e.g. `'application/atom+xml'`). */
export function textAnswer(contentType: string): TextAnswer {
  return { contentType };
}

/**
 * What a route answers with one status: the zod output schema of a JSON body (named with
 * `.meta({ id })`, the OpenAPI document's component name), a text body, or no body at all (null).
 */
export type AnswerSchema = ZodType | TextAnswer | null;

/** A route's answers by status, e.g. `{ 200: entryDetailAnswer, 304: null, 404: errorAnswer }`. */
export type RouteResponses = { readonly [status: number]: AnswerSchema };

/** The body type an answer schema describes. */
export type AnswerBody<A> = A extends ZodType
  ? z.output<A>
  : A extends TextAnswer
    ? string
    : undefined;

declare const answerOf: unique symbol;

/** JSON text of an answer serialized ahead (a cache keeps it), still typed as that answer. */
export type JsonText<T> = string & { readonly [answerOf]: T };

/** Serializes an answer once, keeping its type for the route's declared answers. */
export function jsonText<T>(answer: T): JsonText<T> {
  return JSON.stringify(answer) as JsonText<T>;
}

/** The body of every error answer: the message a client shows (the spec's German texts). */
export const errorAnswer = z
  .object({ message: z.string() })
  .meta({ id: 'ErrorAnswer', description: 'An error; `message` is the text to show.' });

/** 422: the first field message, and every field's messages. */
export const validationErrorAnswer = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
  })
  .meta({
    id: 'ValidationErrorAnswer',
    description: 'Invalid input: `errors` maps field names to their messages.',
  });
export type ValidationErrorBody = z.output<typeof validationErrorAnswer>;

/** 429: also sent as the `Retry-After` header. */
export const rateLimitAnswer = z
  .object({ message: z.string(), retryAfter: z.number().int().min(0) })
  .meta({ id: 'RateLimitAnswer', description: 'Too many requests: wait `retryAfter` seconds.' });
export type RateLimitBody = z.output<typeof rateLimitAnswer>;

/** 500: never a stack or SQL; the request id finds the log entry. */
export const serverErrorAnswer = z
  .object({ message: z.string(), requestId: z.string() })
  .meta({ id: 'ServerErrorAnswer', description: 'Unexpected error; `requestId` names its log.' });

/** A plain `{ message }` confirmation, e.g. "Vielen Dank für Ihre Nachricht." */
export const messageAnswer = z
  .object({ message: z.string() })
  .meta({ id: 'MessageAnswer', description: 'A confirmation text to show.' });
export type MessageAnswer = z.output<typeof messageAnswer>;
