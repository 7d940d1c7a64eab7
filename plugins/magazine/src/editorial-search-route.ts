import { z } from 'zod';
import {
  wholeNumber,
  defineRoute,
  messages,
  requiredText,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { publicArticleCards } from './article-store';
import { pageCount } from './domain/article-paths';
import {
  editorialSearchAnswer,
  type EditorialHit,
  type EditorialItem,
} from './domain/editorial-answers';
import { EDITORIAL_KINDS, type EditorialKind } from './domain/editorial-kinds';
import { MAGAZINE_PATHS } from './domain/magazine-client';
import { editorialIndex } from './editorial-index';

const PER_PAGE = 12;

const searchQuery = z.object({
  q: requiredText({ min: 2, max: 100 }),
  /** Only one kind of hit (articles, jobs, help articles, other pages). */
  kind: z.enum(EDITORIAL_KINDS, { error: messages.format }).optional(),
  page: wholeNumber(1, 1000).default(1),
});

/** Keyword fields come back as lists of values. */
const single = (value: unknown): string => String((Array.isArray(value) ? value[0] : value) ?? '');

/**
 * `GET /guest/magazine/search?q=&kind=`: the editorial search over articles, jobs and help
 * pages, through the platform's search port. Articles come as the magazine's cards (image, tags,
 * date); the other kinds as the index's title, path, teaser and meta line. `kinds` counts the hits
 * per kind whatever `kind` filters.
 */
export function editorialSearchRoute(services: PlatformServices, media: MediaLibrary) {
  return defineRoute({
    method: 'get',
    path: MAGAZINE_PATHS.search,
    summary: 'Search the public magazine articles, jobs and help pages (12 per page, best first)',
    access: 'public',
    input: { query: searchQuery },
    responses: { 200: editorialSearchAnswer },
    async handler({ query }) {
      const now = services.now().getTime();
      const result = await services.search.query({
        index: editorialIndex.name,
        text: query.q,
        // Future and expired items are indexed; they are found only while they are public.
        filters: [
          { field: 'publish_ts', max: now },
          { field: 'expires_ts', min: now + 1 },
          ...(query.kind ? [{ field: 'kind', anyOf: [query.kind] }] : []),
        ],
        facets: ['kind'],
        sort: [{ relevance: true }, { field: 'publish_ts', order: 'desc' }],
        page: query.page,
        perPage: PER_PAGE,
        fields: ['kind', 'entry_id', 'name', 'path', 'teaser', 'meta'],
      });
      const articleIds = result.hits
        .filter((hit) => single(hit.document.kind) === 'article')
        .map((hit) => Number(hit.document.entry_id));
      const articles = new Map(
        (await publicArticleCards(services, media, articleIds)).map((card) => [card.id, card]),
      );
      const data = result.hits.flatMap((hit): EditorialHit[] => {
        const kind = single(hit.document.kind) as EditorialKind;
        const id = Number(hit.document.entry_id);
        // A document without a known kind or item (one another writer is still replacing) is no hit.
        if (!EDITORIAL_KINDS.includes(kind) || !Number.isInteger(id)) return [];
        if (kind === 'article') {
          const article = articles.get(id);
          return article ? [{ kind: 'article', article }] : [];
        }
        const item: EditorialItem = {
          id,
          name: String(hit.document.name ?? ''),
          path: single(hit.document.path),
          teaser: String(hit.document.teaser ?? ''),
          meta: String(hit.document.meta ?? ''),
        };
        return [{ kind, item }];
      });
      const kinds = Object.fromEntries(
        EDITORIAL_KINDS.map((kind) => [
          kind,
          result.facets.kind?.find((facet) => facet.value === kind)?.count ?? 0,
        ]),
      ) as Record<EditorialKind, number>;
      return {
        q: query.q,
        kind: query.kind ?? null,
        total: result.total,
        kinds,
        page: query.page,
        per_page: PER_PAGE,
        page_count: pageCount(result.total, PER_PAGE),
        data,
      };
    },
  });
}
