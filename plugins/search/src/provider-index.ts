import type { SearchIndexDefinition } from '@eventalp/platform-sdk';
import { PROVIDER_TERM_FIELDS as PROVIDER_FILTERS } from './domain/search-parameters';
import { ENTRY_INDEX_FIELDS } from './entry-index-fields';

/**
 * Taxonomy types a provider carries besides its categories, by their keyword field (spec section
 * 3): the search parameter table's taxonomy filters but the category.
 */
const { category: _category, ...providerTermFields } = PROVIDER_FILTERS;
export const PROVIDER_TERM_FIELDS = providerTermFields;

export type ProviderTermField = keyof typeof PROVIDER_TERM_FIELDS;

/** Provider main categories (type 21) and offers (type 25, subtype = main category). */
export const PROVIDER_MAIN_CATEGORY_TYPE = 21;
export const PROVIDER_OFFER_TYPE = 25;

/**
 * The `providers` search index. `category` holds the provider's main category and the parent of
 * every offer it has, so a caterer that also rents out sound systems is found under event tech;
 * `category_name` holds the names of its categories and offers for the free text.
 */
export const providerIndex: SearchIndexDefinition = {
  name: 'providers',
  fields: {
    ...ENTRY_INDEX_FIELDS,
    ...Object.fromEntries(
      Object.keys(PROVIDER_TERM_FIELDS).map((field) => [field, { type: 'keyword' as const }]),
    ),
    min_people: { type: 'integer' },
    max_people: { type: 'integer' },
  },
};
