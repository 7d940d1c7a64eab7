import { LOCATIONS, PROVIDERS } from './catalog-migrations';

/** Locations and providers share most of their shape; this names the table and media owner of each. */
export const entryKinds = {
  location: { table: LOCATIONS, owner: 'location' },
  provider: { table: PROVIDERS, owner: 'provider' },
} as const;

export type EntryKind = keyof typeof entryKinds;
