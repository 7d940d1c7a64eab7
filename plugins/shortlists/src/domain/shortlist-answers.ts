import { z } from 'zod';
import { entryCardAnswer, ENTRY_KINDS } from '@eventalp/plugin-catalog/domain';

/** 201 of `POST /api/guest/shortlists`: the new list's id, its page and the entries it keeps. */
export const shortlistCreatedAnswer = z
  .object({
    id: z.string(),
    path: z.string(),
    entries: z.array(z.object({ type: z.enum(ENTRY_KINDS), id: z.number().int() })),
  })
  .meta({ id: 'ShortlistCreated' });
export type ShortlistCreated = z.output<typeof shortlistCreatedAnswer>;

/** `GET /api/guest/shortlists/{id}`: the cards of the list's entries that are public now. */
export const shortlistAnswer = z
  .object({
    id: z.string(),
    locations: z.array(entryCardAnswer),
    providers: z.array(entryCardAnswer),
  })
  .meta({ id: 'Shortlist' });
export type Shortlist = z.output<typeof shortlistAnswer>;
