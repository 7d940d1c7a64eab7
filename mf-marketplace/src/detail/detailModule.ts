import type { PageModule } from '@eventalp/shell-kit';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import type { EntryDetail } from '../catalog/catalogTypes';
import { loadEntryDetail } from './detailData';
import { detailHead } from './detailHead';
import { DetailPage } from './DetailPage';
import { detailCatalogs } from './detailCatalogs';

/** Data, head and view of the provider detail page (see detailPages.ts). */
export const providerDetailModule: PageModule<AreaData<EntryDetail>> = withAreaMessages(
  {
    load: (context) => loadEntryDetail(context, 'provider', '_dienstleister'),
    head: detailHead,
    Component: DetailPage,
  },
  detailCatalogs,
);

/** Data, head and view of the location detail page. */
export const locationDetailModule: PageModule<AreaData<EntryDetail>> = withAreaMessages(
  {
    load: (context) => loadEntryDetail(context, 'location', `_${context.params.product}`),
    head: detailHead,
    Component: DetailPage,
  },
  detailCatalogs,
);
