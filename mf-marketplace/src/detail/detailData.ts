import { redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import { fetchEntryDetail, fetchEntryPreview } from '../catalog/catalogApi';
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
  // Preview mode (`?preview`) of a signed-in owner shows the entry as it will look, released or
  // not; the API answers it to the owner only (404 for anyone else).
  const preview = 'preview' in context.query && context.user !== null;
  const id = Number(context.params.id);
  const detail = preview
    ? await fetchEntryPreview(context.http, kind, id)
    : await fetchEntryDetail(context.http, kind, id);
  if (requestedDetailPath(prefix, context.params) !== detail.path)
    redirectPage(preview ? `${detail.path}?preview=1` : detail.path);
  return detail;
}
