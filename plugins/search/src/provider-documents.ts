import type { SearchDocument } from '@eventalp/platform-sdk';
import type { Catalogue } from '@eventalp/plugin-catalog';
import {
  allEntryDocuments,
  ENTRY_DOCUMENT_COLUMNS,
  entryDocumentBase,
  termFields,
} from './entry-documents';
import {
  PROVIDER_MAIN_CATEGORY_TYPE,
  PROVIDER_OFFER_TYPE,
  PROVIDER_TERM_FIELDS,
} from './provider-index';

const fieldOfType = new Map(
  Object.entries(PROVIDER_TERM_FIELDS).map(([field, type]) => [type as number, field]),
);

/** Search documents of the public providers among `ids` (all public providers when null), by id. */
export async function providerDocuments(
  catalogue: Catalogue,
  ids: readonly number[] | null,
): Promise<SearchDocument[]> {
  const rows = await catalogue.publicEntries('provider', ids, [
    ...ENTRY_DOCUMENT_COLUMNS,
    'min_people',
    'max_people',
  ]);
  if (rows.length === 0) return [];
  const terms = await catalogue.linkedTerms(
    'provider',
    rows.map((row) => row.id),
  );
  const termsOf = termFields(terms, fieldOfType);
  const categoriesOf = new Map<number, { ids: Set<string>; names: string[] }>();
  for (const term of terms) {
    const isMain = term.type === PROVIDER_MAIN_CATEGORY_TYPE;
    if (!isMain && term.type !== PROVIDER_OFFER_TYPE) continue;
    const own = categoriesOf.get(term.entry_id) ?? { ids: new Set<string>(), names: [] };
    // An offer stands for its main category too (its subtype is the parent's id).
    const category = isMain ? term.id : term.subtype;
    if (category !== null) own.ids.add(String(category));
    own.names.push(term.name);
    categoriesOf.set(term.entry_id, own);
  }
  return rows.map((row) => {
    const base = entryDocumentBase(row);
    const categories = categoriesOf.get(row.id);
    return {
      ...base,
      category: [...new Set([String(row.category_id), ...(categories?.ids ?? [])])],
      category_name: [
        ...new Set([row.category_name, ...(categories?.names ?? [])].filter(Boolean)),
      ].join(', '),
      ...termsOf.get(row.id),
      min_people: row.min_people,
      max_people: row.max_people,
    };
  });
}

/** All public providers in batches, for a full rebuild. */
export function allProviderDocuments(catalogue: Catalogue): AsyncIterable<SearchDocument[]> {
  return allEntryDocuments(catalogue, 'provider', (ids) => providerDocuments(catalogue, ids));
}
