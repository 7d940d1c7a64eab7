import { definePlugin } from '@eventalp/platform-sdk';
import { MediaLibrary } from '@eventalp/plugin-media';
import { allArticleDocuments, articleIndex } from './article-index';
import { demoCategoriesSeed } from './demo-magazine/demo-categories-seed';
import { demoMagazineSeed } from './demo-magazine/demo-magazine-seed';
import { magazineMigrations } from './magazine-migrations';
import { magazineRoutes } from './magazine-routes';
import { magazineTagSeed } from './magazine-tag-seed';

export * from './domain';
export * from './magazine-migrations';
export { publicArticles } from './article-store';
export { sanitizeRichText } from './sanitize-rich-text';

/** Event magazine: articles with tags, photos, documents, sponsorship and contact form settings. */
export const magazinePlugin = definePlugin({
  id: 'magazine',
  // Related locations and providers are shown as catalogue cards; photos come from the media library.
  dependencies: ['media', 'catalog'],
  migrations: magazineMigrations,
  searchIndexes: [articleIndex],
  searchSources: (services) => [
    { index: articleIndex.name, documents: () => allArticleDocuments(services.db) },
  ],
  routes: (services) => magazineRoutes(services, new MediaLibrary(services)),
  seeds: (services) => [
    magazineTagSeed(services.db),
    demoMagazineSeed(services),
    demoCategoriesSeed(services),
    {
      // After the demo archive; a new name rebuilds existing installs once (document version).
      name: 'magazine-search-v1',
      async run() {
        await services.search.rebuild(articleIndex.name, allArticleDocuments(services.db));
      },
    },
  ],
});
