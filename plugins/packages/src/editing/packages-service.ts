import { createServiceRef, type PlatformServices } from '@eventalp/platform-sdk';
import type { Hall, Package, PackageEventType } from '../domain';
import { BUNDLES } from './editing-migrations';
import { packageOf, venueHalls, type BundleRow } from './editing-store';

/**
 * What other plugins and later package features (search, detail, reservation, bookings) read of
 * the packages, without naming the tables.
 */
export interface Packages {
  /** Published packages, in id order after `after` (pages through all), optionally of some venues or one event type. */
  publishedPackages(options?: {
    locationIds?: readonly number[];
    eventType?: PackageEventType;
    after?: number;
    limit?: number;
  }): Promise<Package[]>;
  /** A package by id (draft or published), or null. */
  packageById(id: number): Promise<Package | null>;
  /** A venue's halls for packages, with their rental slots and prices. */
  venueHalls(locationId: number): Promise<Hall[]>;
}

export const PACKAGES = createServiceRef<Packages>('packages.packages');

export function packagesService(services: PlatformServices): Packages {
  const { db } = services;
  return {
    async publishedPackages({ locationIds, eventType, after = 0, limit = 1000 } = {}) {
      const query = db(BUNDLES)
        .where({ state: 'published' })
        .andWhere('id', '>', after)
        .orderBy('id')
        .limit(Math.min(limit, 10000));
      if (locationIds) query.whereIn('location_id', [...locationIds]);
      if (eventType) query.andWhere({ event_type: eventType });
      const rows: BundleRow[] = await query;
      return rows.map(packageOf);
    },
    async packageById(id) {
      const row: BundleRow | undefined = await db(BUNDLES).where({ id }).first();
      return row ? packageOf(row) : null;
    },
    venueHalls: (locationId) => venueHalls(db, locationId),
  };
}
