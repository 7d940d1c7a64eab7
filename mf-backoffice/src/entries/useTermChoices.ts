import { useEffect, useState } from 'react';
import { usePlatform, type PlatformClient } from '@eventalp/shell-kit';
import { taxonomyClient, type TaxonomyEntry } from '@eventalp/plugin-taxonomy/domain';

let loading: Promise<Record<string, TaxonomyEntry[]>> | null = null;

/** Every taxonomy by type code, fetched once per page load. */
function loadTaxonomies(http: PlatformClient): Promise<Record<string, TaxonomyEntry[]>> {
  loading ??= taxonomyClient(http)
    .all()
    .then((answer) => answer.taxonomies)
    .catch((error: unknown) => {
      loading = null;
      throw error;
    });
  return loading;
}

/** The main categories of locations (9) and providers (21). */
export const CATEGORY_TYPES = { location: [9], provider: [21] } as const;
/** Cantons (26), German (27) and Austrian (28) states: the API checks the entry's country. */
export const REGION_TYPES = [26, 27, 28] as const;

/** Taxonomy entries of `types` as choices (id, name); empty until they are loaded. */
export function useTermChoices(types: readonly number[]): { id: number; name: string }[] {
  const { http } = usePlatform();
  const [choices, setChoices] = useState<{ id: number; name: string }[]>([]);
  const key = types.join(',');
  useEffect(() => {
    let current = true;
    loadTaxonomies(http).then(
      (taxonomies) =>
        current &&
        setChoices(
          key
            .split(',')
            .flatMap((type) => taxonomies[type] ?? [])
            .map((term) => ({ id: term.id, name: term.name })),
        ),
      () => current && setChoices([]),
    );
    return () => {
      current = false;
    };
  }, [http, key]);
  return choices;
}
