import { shortlistsClient, type Shortlist } from '@eventalp/plugin-shortlists/domain';
import type { PageModule } from '@eventalp/shell-kit';
import { favouritesCatalogs } from './favouritesCatalogs';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import { SharedListPage } from './SharedListPage';

export type SharedListData = Shortlist;

/**
 * A shared list's cards (each load is a visit: the list lives 90 more days); the API's 404 for
 * unknown and expired ids is the page's 404. Never indexed: the link is for whom it was sent to.
 */
export const sharedListModule: PageModule<AreaData<SharedListData>> = withAreaMessages(
  {
    load: ({ http, params }) => shortlistsClient(http).read(params.shareId!),
    head: (_data, intl) => ({
      title: intl.formatMessage({
        id: 'marketplace.sharedList.title',
        defaultMessage: 'Geteilte Merkliste',
      }),
      robots: 'noindex,nofollow',
    }),
    Component: SharedListPage,
  },
  favouritesCatalogs,
);
