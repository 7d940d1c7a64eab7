import { magazineListPath } from '@eventalp/plugin-magazine/domain';
import { magazineFeedAlternate } from './magazineFeed';
import { definePage, pageNotFound, redirectPage, type PageLoadContext } from '@eventalp/shell-kit';
import { itemListJsonLd } from '@eventalp/shell-ui';
import {
  fetchArticles,
  fetchMagazineTags,
  type ArticleList,
  type MagazineTag,
} from './magazineApi';
import { MagazinePage } from './MagazinePage';

export interface MagazineListData {
  list: ArticleList;
  tags: MagazineTag[];
}

async function loadMagazineList({
  http,
  params,
  query,
}: PageLoadContext): Promise<MagazineListData> {
  const tag = query.suche_tag1 || undefined;
  const page = params.magazinePage ? Number(params.magazinePage) : 1;
  if (params.magazinePage === '1') redirectPage(magazineListPath(1, tag));
  const [list, tags] = await Promise.all([
    // An unknown tag answers 422: there is no such list page.
    fetchArticles(http, page, tag).catch((error: { status?: number }) =>
      error.status === 422 ? pageNotFound() : Promise.reject(error),
    ),
    fetchMagazineTags(http),
  ]);
  if (page > list.page_count) pageNotFound();
  return { list, tags };
}

/** Magazine list: /site/_redaktionell/52/eventmagazin.html/{magazinePage?}?suche_tag1={tag}. */
export const magazinePage = definePage<MagazineListData>({
  id: 'magazine',
  path: /^\/site\/_redaktionell\/52\/eventmagazin\.html(\/(?<magazinePage>[1-9]\d{0,4}))?\/?$/,
  query: ['suche_tag1'],
  load: loadMagazineList,
  head: ({ list }, intl, { origin }) => {
    const heading = list.tag
      ? intl.formatMessage(
          { id: 'magazine.list.tagTitle', defaultMessage: 'Eventmagazin: {tag}' },
          { tag: list.tag.name },
        )
      : intl.formatMessage({ id: 'magazine.list.title', defaultMessage: 'Eventmagazin' });
    const canonicalPath = magazineListPath(list.page, list.tag?.slug);
    return {
      title:
        list.page > 1
          ? intl.formatMessage(
              { id: 'magazine.list.pageTitle', defaultMessage: '{heading} – Seite {page}' },
              { heading, page: list.page },
            )
          : heading,
      description: intl.formatMessage({
        id: 'magazine.list.description',
        defaultMessage:
          'Geschichten, Tipps und Trends rund um Events, Locations und Eventdienstleister.',
      }),
      canonicalPath,
      alternates: [magazineFeedAlternate(intl, origin)],
      image: list.data[0]?.image ? `${origin}${list.data[0].image.url}` : undefined,
      jsonLd: [
        itemListJsonLd(origin, heading, list.data, { page: list.page, perPage: list.per_page }),
      ],
    };
  },
  Component: MagazinePage,
});
