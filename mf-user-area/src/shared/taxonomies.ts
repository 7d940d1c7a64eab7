import type { PlatformClient } from '@eventalp/shell-kit';
import { taxonomyClient, type TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';

let loading: Promise<Record<string, TaxonomyEntry[]>> | null = null;

/** Every taxonomy by type code, fetched once per page load (the forms' choices). */
export function loadTaxonomies(http: PlatformClient): Promise<Record<string, TaxonomyEntry[]>> {
  loading ??= taxonomyClient(http)
    .all()
    .then((answer) => answer.taxonomies)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** Entries of the given types, in their order. */
export function termsOf(
  taxonomies: Record<string, TaxonomyEntry[]>,
  types: readonly number[],
): TaxonomyEntry[] {
  return types.flatMap((type) => taxonomies[String(type)] ?? []);
}
