import {
  pageNotFound,
  type PageHead,
  type PageHeadContext,
  type PageModule,
} from '@eventalp/shell-kit';
import { breadcrumbJsonLd } from '@eventalp/shell-ui';
import type { IntlShape } from 'react-intl';
import { gridTrail } from '../catalog/breadcrumbTrails';
import { trailNames } from '../catalog/trailNames';
import { loadGrid, type GridData } from './gridData';
import { GridPage } from './GridPage';
import { PROVIDER_LISTS } from './providerLists';

function gridHead(data: GridData, intl: IntlShape, { origin }: PageHeadContext): PageHead {
  const name = data.category.name;
  const title = data.page > 1 ? `${name} – ${data.page}` : name;
  return {
    title,
    description: intl.formatMessage(
      {
        id: 'marketplace.grid.description',
        defaultMessage: '{name}: {total} Einträge mit Fotos, Kapazitäten und direkter Anfrage.',
      },
      { name, total: data.total },
    ),
    canonicalPath: data.page > 1 ? `${data.basePath}?page=${data.page}` : data.basePath,
    jsonLd: [
      breadcrumbJsonLd(
        origin,
        gridTrail(data.kind, data.category, data.basePath, trailNames(intl)),
      ),
    ],
  };
}

/** Data, head and view of the location grid (see gridPages.ts). */
export const locationGridModule: PageModule<GridData> = {
  load: (context) =>
    loadGrid(context, 'location', {
      categoryId: Number(context.params.categoryId),
      basePath: (category) => `/site/_${context.params.product}/${category.id}/${category.slug}`,
    }),
  head: gridHead,
  Component: GridPage,
};

/** Data, head and view of the provider grid. */
export const providerGridModule: PageModule<GridData> = {
  load: (context) =>
    loadGrid(context, 'provider', {
      categoryId: Number(context.params.categoryId),
      basePath: (category) => `/site/_dienstleister/${category.id}/${category.slug}`,
    }),
  head: gridHead,
  Component: GridPage,
};

/** Data, head and view of the provider lists. */
export const providerListModule: PageModule<GridData> = {
  load: (context) =>
    loadGrid(context, 'provider', {
      categoryId: PROVIDER_LISTS[context.params.list ?? ''] ?? pageNotFound(),
      basePath: () => `/provider/${context.params.list}`,
    }),
  head: gridHead,
  Component: GridPage,
};
