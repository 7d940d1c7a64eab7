import type { AwardLanguage } from '@eventalp/plugin-award/domain';
import {
  taxonomyClient,
  TaxonomyType,
  type AllTaxonomies,
  type TaxonomyEntry,
} from '@eventalp/plugin-taxonomy/domain';
import type { PlatformClient } from '@eventalp/shell-kit';

/** Languages of the award pages (the second path segment). */
export type { AwardLanguage };

export interface AwardCategory {
  id: number;
  name: string;
  slug: string | null;
}

/** The entry's name in the page language, German when there is no translation. */
export function localizedName(entry: TaxonomyEntry, language: AwardLanguage): string {
  const translated = { de: entry.name, en: entry.name_en, fr: entry.name_fr, it: entry.name_it }[
    language
  ];
  return translated || entry.name;
}

/** Award categories (taxonomy type 9) in their configured order. */
export function toAwardCategories(
  response: AllTaxonomies,
  language: AwardLanguage,
): AwardCategory[] {
  return [...(response.taxonomies[String(TaxonomyType.awardCategory)] ?? [])]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0) || a.id - b.id)
    .map((entry) => ({ id: entry.id, name: localizedName(entry, language), slug: entry.slug }));
}

export async function loadAwardCategories(
  http: PlatformClient,
  language: AwardLanguage,
): Promise<AwardCategory[]> {
  return toAwardCategories(await taxonomyClient(http).all(), language);
}
