import { z } from 'zod';
import { defineRoute, messages, requiredText, type PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { articleIndex } from './article-index';
import { publicArticleCards } from './article-store';
import { pageCount } from './domain/article-paths';

const PER_PAGE = 12;

const searchQuery = z.object({
  q: requiredText({ min: 2, max: 100 }),
  page: z.coerce
    .number({ error: messages.format })
    .int({ error: messages.format })
    .min(1, { error: messages.format })
    .max(1000, { error: messages.format })
    .default(1),
});

/** `GET /guest/magazine/search?q=`: the editorial search, through the platform's search port. */
export function articleSearchRoute(services: PlatformServices, media: MediaLibrary) {
  return defineRoute({
    method: 'get',
    path: '/guest/magazine/search',
    summary: 'Search the public magazine articles (free text, 12 per page, best match first)',
    access: 'public',
    input: { query: searchQuery },
    async handler({ query }) {
      const result = await services.search.query({
        index: articleIndex.name,
        text: query.q,
        // Future articles are indexed already; they are found from their publish date on.
        filters: [{ field: 'publish_ts', max: services.now().getTime() }],
        sort: [{ relevance: true }, { field: 'publish_ts', order: 'desc' }],
        page: query.page,
        perPage: PER_PAGE,
        fields: ['entry_id'],
      });
      const ids = result.hits.map((hit) => Number(hit.document.entry_id ?? hit.id));
      return {
        q: query.q,
        total: result.total,
        page: query.page,
        per_page: PER_PAGE,
        page_count: pageCount(result.total, PER_PAGE),
        data: await publicArticleCards(services, media, ids),
      };
    },
  });
}
