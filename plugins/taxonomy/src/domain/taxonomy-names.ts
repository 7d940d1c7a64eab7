import type { TaxonomyEntry } from './taxonomy-answers';

/** The languages a taxonomy entry has names in: German (`name`), French, Italian, English. */
export type TaxonomyLanguage = 'de' | 'fr' | 'it' | 'en';

/** The names' language of a locale: fr, it, en; German for de-CH, de-DE, de-AT and anything else. */
export function taxonomyLanguageOf(locale: string): TaxonomyLanguage {
  return locale === 'fr' || locale === 'it' || locale === 'en' ? locale : 'de';
}

/** The entry's name in `language`: its `name_fr`/`name_it`/`name_en`, German when that is empty. */
export function taxonomyNameIn(
  entry: Pick<TaxonomyEntry, 'name' | 'name_fr' | 'name_it' | 'name_en'>,
  language: TaxonomyLanguage,
): string {
  const translated =
    language === 'fr'
      ? entry.name_fr
      : language === 'it'
        ? entry.name_it
        : language === 'en'
          ? entry.name_en
          : null;
  return translated?.trim() ? translated : entry.name;
}

/** The entry as answered in `language`: `name` in it (the other name fields unchanged). */
export function localizeTaxonomyEntry(
  entry: TaxonomyEntry,
  language: TaxonomyLanguage,
): TaxonomyEntry {
  return language === 'de' ? entry : { ...entry, name: taxonomyNameIn(entry, language) };
}
