import { catalogOwnerClient, type OwnerEntry } from '@eventalp/plugin-catalog/domain';
import { pageNotFound, type PlatformClient } from '@eventalp/shell-kit';
import type { EntryType } from './userAreaPaths';

/** One of the signed-in owner's entries, or the 404 page. */
export async function ownEntry(
  http: PlatformClient,
  type: string,
  id: string,
): Promise<OwnerEntry> {
  const { data } = await catalogOwnerClient(http).entries();
  const entry = data.find(
    (candidate) => candidate.type === (type as EntryType) && candidate.id === Number(id),
  );
  return entry ?? pageNotFound();
}
