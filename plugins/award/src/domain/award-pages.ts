// The award's public pages that exist in every award language, for the pages themselves and for
// the shell's sitemap (no zod: front ends import it at runtime).
import { AWARD_LANGUAGES, type AwardLanguage } from './nomination-vocabulary';

/**
 * Slugs of the award pages per language (`/site/{language}/swisslocationaward_{slug}`): the spec
 * names the German slugs of the nomination, the nominated list and the overview; the others
 * follow their style.
 */
export const AWARD_PAGE_SLUGS = {
  nomination: { de: 'nominierung', fr: 'nomination', it: 'nomina', en: 'nomination' },
  nominated: { de: 'nominiert', fr: 'nomines', it: 'nominate', en: 'nominated' },
  overview: { de: 'uebersicht', fr: 'apercu', it: 'panoramica', en: 'overview' },
  donation: { de: 'spende', fr: 'don', it: 'donazione', en: 'donation' },
  tourism: { de: 'tourismus', fr: 'tourisme', it: 'turismo', en: 'tourism' },
  mediaAccess: { de: 'medienzugang', fr: 'acces_medias', it: 'accesso_media', en: 'media_access' },
  facts: {
    de: 'facts_and_figures',
    fr: 'faits_et_chiffres',
    it: 'fatti_e_cifre',
    en: 'facts_and_figures',
  },
  retrospective: {
    de: 'rueckblick',
    fr: 'retrospective',
    it: 'retrospettiva',
    en: 'retrospective',
  },
} as const satisfies Record<string, Record<AwardLanguage, string>>;
export type AwardPage = keyof typeof AWARD_PAGE_SLUGS;

/** An award page in `language`. */
export function awardPagePath(page: AwardPage, language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${AWARD_PAGE_SLUGS[page][language]}`;
}

/** The rating confirmation page's slug in each award language (the mail's links lead there). */
export const RATING_CONFIRMATION_SLUGS: Record<AwardLanguage, string> = {
  de: 'bewertung_bestaetigen',
  fr: 'confirmation_evaluation',
  it: 'conferma_valutazione',
  en: 'rating_confirmation',
};

/** The rating confirmation page in `language` (the mail's links add `token` and `publication`). */
export function ratingConfirmationPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${RATING_CONFIRMATION_SLUGS[language]}`;
}

/** A page's path in every award language as `hreflang` alternates (`x-default`: German). */
export function awardAlternatePaths(
  pathIn: (language: AwardLanguage) => string,
): { hreflang: string; path: string }[] {
  return [
    ...AWARD_LANGUAGES.map((language) => ({ hreflang: language, path: pathIn(language) })),
    { hreflang: 'x-default', path: pathIn('de') },
  ];
}

/** The same alternates as absolute URLs, as a page's head names them. */
export function awardAlternateUrls(
  origin: string,
  pathIn: (language: AwardLanguage) => string,
): { hreflang: string; href: string }[] {
  return awardAlternatePaths(pathIn).map(({ hreflang, path }) => ({
    hreflang,
    href: `${origin}${path}`,
  }));
}

/** A page of the sitemap with its path in every language (`x-default`: German). */
export interface LocalizedSitemapPage {
  path: string;
  alternates: { hreflang: string; path: string }[];
}

/**
 * The award's localized public pages for the sitemap: nomination, nominated list, overview and
 * donation, each language's path once with all languages as `hreflang` alternates.
 */
export function awardSitemapPages(): LocalizedSitemapPage[] {
  return (Object.keys(AWARD_PAGE_SLUGS) as AwardPage[]).flatMap((page) => {
    const alternates = awardAlternatePaths((language) => awardPagePath(page, language));
    return AWARD_LANGUAGES.map((language) => ({
      path: awardPagePath(page, language),
      alternates,
    }));
  });
}

/** The partner area's slug per language (its sign-in; never in a sitemap). Ours: the spec names none. */
export const PARTNER_AREA_SLUGS: Record<AwardLanguage, string> = {
  de: 'medienbereich',
  fr: 'espace_medias',
  it: 'area_media',
  en: 'media_area',
};

/** The partner area (media and tourism regions) in `language`. */
export function partnerAreaPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${PARTNER_AREA_SLUGS[language]}`;
}

/** The participation confirmation page's slug per language (the mail's link leads there). */
export const TOURISM_CONFIRMATION_SLUGS: Record<AwardLanguage, string> = {
  de: 'tourismus_bestaetigung',
  fr: 'tourisme_confirmation',
  it: 'turismo_conferma',
  en: 'tourism_confirmation',
};

/** The participation confirmation page in `language` (the mail's link adds `token`). */
export function tourismConfirmationPath(language: AwardLanguage): string {
  return `/site/${language}/swisslocationaward_${TOURISM_CONFIRMATION_SLUGS[language]}`;
}

/** The winners page's suffix per language (spec section 2). */
export const WINNER_SLUGS: Record<AwardLanguage, string> = {
  de: 'ausgezeichnet',
  en: 'awarded',
  fr: 'distingue',
  it: 'premiate',
};

/** From 2023 the winners pages name their country (spec: route sla.winner.categories.{country}). */
export const FIRST_COUNTRY_WINNERS_YEAR = 2023;

/**
 * The winners page of `year` in `language`: `/site/{language}/swisslocationaward{year}_{suffix}`;
 * before 2023 the German page keeps its old address `/swisslocationaward{year}_ausgezeichnet`.
 */
export function winnersPath(year: number, language: AwardLanguage): string {
  if (year < FIRST_COUNTRY_WINNERS_YEAR && language === 'de')
    return `/swisslocationaward${year}_ausgezeichnet`;
  return `/site/${language}/swisslocationaward${year}_${WINNER_SLUGS[language]}`;
}
