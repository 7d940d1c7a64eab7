import { JOBS_LIST_PATH } from '@eventalp/plugin-jobs/domain';
import { MAGAZINE_LIST_PATH } from '@eventalp/plugin-magazine/domain';
import { definePage, redirectPage } from '@eventalp/shell-kit';
import {
  fetchCategory,
  fetchEditorialPage,
  type EditorialCategory,
  type EditorialPage,
} from './categoryApi';
import { CategoryPage, EditorialPageView } from './CategoryPage';

/** Categories 51 and 52 are the jobs board and the magazine, which have pages of their own. */
const OWN_PAGES: Record<string, string> = { '51': JOBS_LIST_PATH, '52': MAGAZINE_LIST_PATH };

/** Editorial category: /site/_redaktionell/{categoryId}/{categorySlug?}. */
export const categoryPage = definePage<EditorialCategory>({
  id: 'editorial-category',
  path: /^\/site\/_redaktionell\/(?<categoryId>[1-9]\d{0,8})(?:\/(?<categorySlug>[^/]+))?\/?$/,
  async load({ http, params }) {
    const own = OWN_PAGES[params.categoryId!];
    if (own) redirectPage(own);
    const category = await fetchCategory(http, Number(params.categoryId));
    if (params.categorySlug !== category.slug) redirectPage(category.path);
    return category;
  },
  head: (category) => ({
    title: category.name,
    description: category.intro ?? undefined,
    canonicalPath: category.path,
  }),
  Component: CategoryPage,
});

/** Page of a category (help article, guide): .../{categoryId}/{categorySlug}/{pageId}/{pageSlug?}. */
export const categoryPagePage = definePage<EditorialPage>({
  id: 'editorial-page',
  path: /^\/site\/_redaktionell\/(?<categoryId>[1-9]\d{0,8})\/(?<categorySlug>[^/]+)\/(?<pageId>[1-9]\d{0,8})(?:\/(?<pageSlug>[^/]+))?\/?$/,
  async load({ http, params }) {
    const page = await fetchEditorialPage(http, Number(params.pageId));
    const requested = `/site/_redaktionell/${params.categoryId}/${params.categorySlug}/${params.pageId}${params.pageSlug ? `/${params.pageSlug}` : ''}`;
    if (requested !== page.path) redirectPage(page.path);
    return page;
  },
  head: (page, _intl, { origin }) => ({
    title: `${page.name} – ${page.category.name}`,
    canonicalPath: page.path,
    ogType: 'article',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: page.name,
        mainEntityOfPage: `${origin}${page.path}`,
        articleSection: page.category.name,
      },
    ],
  }),
  Component: EditorialPageView,
});
