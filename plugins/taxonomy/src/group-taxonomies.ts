import type { AllTaxonomies, TaxonomyEntry } from './domain/taxonomy-answers';
import { TaxonomyType } from './domain/taxonomy-type';

const eventKindBySubtype = { 1: 'private', 2: 'company', 3: 'public' } as const;

/**
 * Groups entries (already sorted by order, then name) the way the front end reads them:
 * all by type code, published ones as filters, event kinds by subtype, award rating highlights.
 */
export function groupTaxonomies(entries: readonly TaxonomyEntry[]): AllTaxonomies {
  const result: AllTaxonomies = {
    taxonomies: {},
    filter_taxonomies: {},
    event_taxonomies: { private: [], company: [], public: [] },
    sla_rating: [],
  };
  for (const entry of entries) {
    (result.taxonomies[entry.type] ??= []).push(entry);
    if (entry.published === 1) (result.filter_taxonomies[entry.type] ??= []).push(entry);
    if (entry.type === TaxonomyType.eventKind) {
      const kind = eventKindBySubtype[entry.subtype as 1 | 2 | 3];
      if (kind) result.event_taxonomies[kind].push(entry);
    }
    if (entry.type === TaxonomyType.ratingAspect && entry.order !== null && entry.order <= 7)
      result.sla_rating.push(entry);
  }
  return result;
}
