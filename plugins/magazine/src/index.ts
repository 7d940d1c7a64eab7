import { definePlugin } from '@eventalp/platform-sdk';
import { CATALOGUE } from '@eventalp/plugin-catalog';
import { MEDIA_LIBRARY } from '@eventalp/plugin-media';
import { demoCategoriesSeed, helpTypesSeed } from './demo-magazine/demo-categories-seed';
import { demoMagazineSeed } from './demo-magazine/demo-magazine-seed';
import { magazineMigrations } from './magazine-migrations';
import { magazineRoutes } from './magazine-routes';
import { magazineTagSeed } from './magazine-tag-seed';
import { editorialIndex, magazineEditorialDocuments } from './editorial-index';
import {
  articleResource,
  BACKOFFICE_MAGAZINE,
  MAGAZINE_ARTICLES_CHANGED,
  reindexArticles,
  type MagazineArticlesChanged,
} from './article-resource';
import {
  categoryResource,
  helpTypeResource,
  MAGAZINE_PAGES_CHANGED,
  pageResource,
  reindexPages,
  tagResource,
  type MagazinePagesChanged,
} from './editorial-resources';

export * from './domain';
export * from './magazine-migrations';
export { sanitizeRichText } from './sanitize-rich-text';
export { editorialIndex, NEVER_EXPIRES, plainText } from './editorial-index';
export {
  articleResource,
  BACKOFFICE_MAGAZINE,
  MAGAZINE_ARTICLES_CHANGED,
  type MagazineArticlesChanged,
} from './article-resource';
export {
  categoryResource,
  helpTypeResource,
  MAGAZINE_PAGES_CHANGED,
  pageResource,
  tagResource,
  type MagazinePagesChanged,
} from './editorial-resources';

/** Event magazine: articles with tags, photos, documents, sponsorship and contact form settings. */
export const magazinePlugin = definePlugin({
  id: 'magazine',
  // Related locations and providers are shown as catalogue cards; photos come from the media library.
  dependencies: ['media', 'catalog'],
  uses: [MEDIA_LIBRARY, CATALOGUE],
  migrations: magazineMigrations,
  // One editorial index for articles, pages and (from the jobs plugin) jobs.
  searchIndexes: [editorialIndex],
  searchSources: (services) => [
    { index: editorialIndex.name, documents: () => magazineEditorialDocuments(services.db) },
  ],
  permissions: [
    {
      name: BACKOFFICE_MAGAZINE,
      description: 'Manage the magazine (articles, tags) and the editorial and help pages',
      grantedToRoles: ['admin', 'editor'],
    },
  ],
  backofficeResources: [
    articleResource,
    tagResource,
    categoryResource,
    pageResource,
    helpTypeResource,
  ],
  events: [
    { name: MAGAZINE_ARTICLES_CHANGED, description: 'Articles were changed in the back office' },
    {
      name: MAGAZINE_PAGES_CHANGED,
      description: 'Editorial pages (or their category) were changed in the back office',
    },
  ],
  subscriptions: (services) => [
    {
      // A back-office change: rewrite (or drop) exactly those articles' search documents.
      name: 'reindex-articles',
      event: MAGAZINE_ARTICLES_CHANGED,
      handle: ({ ids }: MagazineArticlesChanged) => reindexArticles(services, ids),
    },
    {
      // The same for pages of the editorial categories (help articles, guides).
      name: 'reindex-pages',
      event: MAGAZINE_PAGES_CHANGED,
      handle: ({ ids }: MagazinePagesChanged) => reindexPages(services, ids),
    },
  ],
  routes: (services) => magazineRoutes(services, services.service(MEDIA_LIBRARY)),
  seeds: (services) => [
    magazineTagSeed(services.db),
    helpTypesSeed(services),
    demoMagazineSeed(services),
    demoCategoriesSeed(services),
    {
      // After the demo archive. Upserts, not a rebuild: other plugins' documents (jobs) share
      // the index. A new name re-sends every document once (document version).
      name: 'magazine-editorial-search-v1',
      async run() {
        for await (const batch of magazineEditorialDocuments(services.db))
          await services.search.upsert(editorialIndex.name, batch);
      },
    },
  ],
});
