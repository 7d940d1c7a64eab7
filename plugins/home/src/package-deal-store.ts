import type { Knex } from 'knex';
import type { MediaLibrary } from '@eventalp/plugin-media';
import type { PackageAudience } from './domain/package-audiences';
import type { PackageDeals } from './domain/home-answers';
import { firstOf } from './first-media';
import { PACKAGE_DEAL_OWNER, PACKAGE_DEALS } from './home-migrations';

/** Package deals grouped by audience (private, company, public), each in its order. */
export async function loadPackageDeals(db: Knex, media: MediaLibrary): Promise<PackageDeals> {
  const rows: {
    id: number;
    name: string;
    text_underline: string | null;
    audience: PackageAudience;
    path: string;
  }[] = await db(PACKAGE_DEALS)
    .orderBy([{ column: 'order' }, { column: 'id' }])
    .select('id', 'name', 'text_underline', 'audience', 'path');
  const images = await media.itemsOf(
    PACKAGE_DEAL_OWNER,
    rows.map((row) => row.id),
  );
  const grouped: PackageDeals = { private: [], company: [], public: [] };
  for (const row of rows)
    grouped[row.audience]?.push({
      id: row.id,
      name: row.name,
      text_underline: row.text_underline,
      path: row.path,
      image: firstOf(images.get(row.id), 'image'),
    });
  return grouped;
}
