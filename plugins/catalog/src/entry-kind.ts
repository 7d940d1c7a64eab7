import { LOCATIONS, PROVIDERS } from './catalog-migrations';

/** Locations and providers share most of their shape; this names the table and media owner of each. */
export const entryKinds = {
  location: { table: LOCATIONS, owner: 'location' },
  provider: { table: PROVIDERS, owner: 'provider' },
} as const;

export type EntryKind = keyof typeof entryKinds;

/** Media owners of a price's PDF and a review's image uploaded in the back office (one file each). */
export const PRICE_OWNER = 'catalog_price';
export const REVIEW_OWNER = 'catalog_review';
