import { redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import { fetchEntryDetail } from '../catalog/catalogApi';
import type { EntityType, EntryDetail } from '../catalog/catalogTypes';

/** The path a detail URL asked for, rebuilt from its params (`prefix` is `_eventalp`, `_dienstleister`). */
export function requestedDetailPath(prefix: string, params: Record<string, string | undefined>) {
  const tail = params.slug ? `/${params.slug}` : '';
  return `/site/${prefix}/${params.categoryId}/${params.categorySlug}/${params.id}${tail}`;
}

/**
 * Loads a location or provider. Unknown and hidden ids are a 404 (the API's answer); any other
 * spelling of the entry's URL (old slug, wrong category) goes with 301 to its canonical path.
 */
export async function loadEntryDetail(
  context: PageLoadContext,
  kind: EntityType,
  prefix: string,
): Promise<EntryDetail> {
  const detail = await fetchEntryDetail(context.http, kind, Number(context.params.id));
  if (requestedDetailPath(prefix, context.params) !== detail.path) redirectPage(detail.path);
  return detail;
}
