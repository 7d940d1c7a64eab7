import { z } from 'zod';
import { ENTRY_KINDS } from '@eventalp/plugin-catalog/domain';

/** 201 of `POST /api/guest/requests`: the thanks, and one stored request per entry asked. */
export const requestsSentAnswer = z
  .object({
    message: z.string(),
    requests: z.array(
      z.object({
        id: z.number().int(),
        entry: z.object({ type: z.enum(ENTRY_KINDS), id: z.number().int(), name: z.string() }),
      }),
    ),
  })
  .meta({ id: 'RequestsSent' });
export type RequestsSent = z.output<typeof requestsSentAnswer>;
