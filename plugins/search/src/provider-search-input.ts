import { z } from 'zod';
import { PROVIDER_TERM_FIELDS } from './provider-index';
import { commonSearchFields, idList, personsParam } from './search-input-fields';

/** Query parameters of the provider search (`category` = main categories 450-457, `offers` = type 25). */
export const providerSearchInput = z.object({
  ...commonSearchFields,
  ...(Object.fromEntries(
    Object.keys(PROVIDER_TERM_FIELDS).map((field) => [field, idList]),
  ) as Record<keyof typeof PROVIDER_TERM_FIELDS, typeof idList>),
  /** Guests the provider must be able to serve (its maximum number of people). */
  persons: personsParam,
});

export type ProviderSearchInput = z.output<typeof providerSearchInput>;
