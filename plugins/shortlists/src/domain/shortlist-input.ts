import { z } from 'zod';
import { messages } from '@eventalp/platform-sdk';
import { MAX_SHORTLIST_ENTRIES, uniqueEntries } from './shortlist-rules';

/** The shortlists' German texts (the spec's tone: "du"). */
export const shortlistMessages = {
  empty: 'Deine Merkliste ist leer: Merke dir zuerst Locations oder Anbieter.',
  tooMany: `Eine geteilte Liste darf höchstens ${MAX_SHORTLIST_ENTRIES} Einträge enthalten.`,
  unavailable: 'Keiner dieser Einträge ist mehr verfügbar.',
  notFound: 'Diese geteilte Liste gibt es nicht oder nicht mehr.',
} as const;

const entry = z.object({
  type: z.enum(['location', 'provider'], { error: messages.format }),
  id: z
    .number({ error: messages.format })
    .int(messages.format)
    .positive(messages.format)
    .max(2_147_483_647, messages.format),
});

/** Body of `POST /api/guest/shortlists`: the entries to share (doubles are kept once). */
export const shortlistInput = z.object({
  entries: z
    .array(entry, { error: shortlistMessages.empty })
    .min(1, shortlistMessages.empty)
    .max(MAX_SHORTLIST_ENTRIES, shortlistMessages.tooMany)
    .transform((list) => uniqueEntries(list)),
});

export type ShortlistInput = z.output<typeof shortlistInput>;
