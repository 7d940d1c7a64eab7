import { awardClient } from '@eventalp/plugin-award/domain';
import { definePage } from '@eventalp/shell-kit';
import { AwardCategoriesPage } from './AwardCategoriesPage';
import { loadAwardCategories, type AwardLanguage } from './awardCategories';

/**
 * Award start page /site/{de,en,fr,it}/swisslocationaward: the campaign's state and the
 * categories of the award.
 */
export const awardCategoriesPage = definePage({
  id: 'award-categories',
  path: /^\/site\/(?<language>de|en|fr|it)\/swisslocationaward\/?$/,
  load: async ({ http, params }) => {
    const language = (params.language ?? 'de') as AwardLanguage;
    const [categories, campaigns] = await Promise.all([
      loadAwardCategories(http, language),
      awardClient(http).campaigns(),
    ]);
    return { language, categories, campaigns };
  },
  head: (_data, intl) => ({
    title: intl.formatMessage({
      id: 'award.categories.title',
      defaultMessage: 'Swiss Location Award: die Kategorien',
    }),
    description: intl.formatMessage({
      id: 'award.categories.description',
      defaultMessage:
        'Die besten Locations der Schweiz, bewertet von Veranstaltern, Gästen und einer Fachjury.',
    }),
  }),
  Component: AwardCategoriesPage,
});
