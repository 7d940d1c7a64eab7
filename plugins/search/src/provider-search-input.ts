import { z } from 'zod';
import { messages } from '@eventalp/platform-sdk';
import { PROVIDER_TERM_FIELDS } from './provider-index';
import { commonSearchFields, idList } from './search-input-fields';

/** Query parameters of the provider search (`category` = main categories 450-457, `offers` = type 25). */
export const providerSearchInput = z.object({
  ...commonSearchFields,
  ...(Object.fromEntries(
    Object.keys(PROVIDER_TERM_FIELDS).map((field) => [field, idList]),
  ) as Record<keyof typeof PROVIDER_TERM_FIELDS, typeof idList>),
  /** Guests the provider must be able to serve (its maximum number of people). */
  persons: z.coerce
    .number({ error: messages.format })
    .int(messages.format)
    .min(1, messages.format)
    .max(100_000, messages.format)
    .optional(),
});

export type ProviderSearchInput = z.output<typeof providerSearchInput>;
