import {
  AWARD_PAGE_SLUGS,
  awardAlternateUrls,
  type AwardLanguage,
} from '@eventalp/plugin-award/domain';
import { definePage, redirectPage, lazyPageComponent } from '@eventalp/shell-kit';
import { chosenYear, loadFigures } from './figuresData';
import { factsPath } from './figuresPaths';

/** The view is a chunk of its own: only this page loads it. */
const LazyFactsPage = lazyPageComponent(() =>
  import('./FactsPage').then((module) => module.FactsPage),
);

/**
 * Facts and figures, /site/{language}/swisslocationaward_facts_and_figures (spec section 2) and
 * its localized slugs; `?year=` picks the year shown in detail (the newest by default).
 */
export const factsPage = definePage({
  id: 'award-facts',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward_(?<slug>facts_and_figures|faits_et_chiffres|fatti_e_cifre)\/?$/,
  query: ['year'],
  async load({ http, params, query }) {
    const language = params.language as AwardLanguage;
    if (params.slug !== AWARD_PAGE_SLUGS.facts[language]) redirectPage(factsPath(language));
    const figures = await loadFigures(http, language);
    return { ...figures, year: chosenYear(figures.years, query.year) };
  },
  head: (data, intl, { origin }) => ({
    title: intl.formatMessage({
      id: 'award.facts.title',
      defaultMessage: 'Swiss Location Award: Zahlen und Fakten',
    }),
    description: intl.formatMessage({
      id: 'award.facts.description',
      defaultMessage:
        'Nominationen, teilnehmende Locations und Bewertungen des Swiss Location Award pro Jahr, Kategorie und Region.',
    }),
    canonicalPath:
      data.year === null || data.year === data.years[0]?.year
        ? factsPath(data.language)
        : `${factsPath(data.language)}?year=${data.year}`,
    alternates: awardAlternateUrls(origin, factsPath),
  }),
  Component: LazyFactsPage,
});
