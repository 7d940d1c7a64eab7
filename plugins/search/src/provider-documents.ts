import type { Knex } from 'knex';
import type { SearchDocument } from '@eventalp/platform-sdk';
import {
  allEntryDocuments,
  entryDocumentBase,
  linkedTerms,
  publicEntryRows,
  termFields,
  type EntryRow,
} from './entry-documents';
import {
  PROVIDER_MAIN_CATEGORY_TYPE,
  PROVIDER_OFFER_TYPE,
  PROVIDER_TERM_FIELDS,
} from './provider-index';

const fieldOfType = new Map(
  Object.entries(PROVIDER_TERM_FIELDS).map(([field, type]) => [type as number, field]),
);

interface ProviderRow extends EntryRow {
  min_people: number | null;
  max_people: number | null;
}

/** Search documents of the public providers among `ids` (all public providers when omitted), by id. */
export async function providerDocuments(
  db: Knex,
  now: Date,
  ids?: readonly number[],
): Promise<SearchDocument[]> {
  const rows = await publicEntryRows<ProviderRow>(db, 'provider', now, ids, [
    'min_people',
    'max_people',
  ]);
  if (rows.length === 0) return [];
  const terms = await linkedTerms(
    db,
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
export function allProviderDocuments(db: Knex, now: Date): AsyncIterable<SearchDocument[]> {
  return allEntryDocuments(db, 'provider', now, (ids) => providerDocuments(db, now, ids));
}
