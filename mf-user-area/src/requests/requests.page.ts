import { inboxClient } from '@eventalp/plugin-requests/domain';
import { definePage, redirectPage } from '@eventalp/shell-kit';
import { ownEntry } from '../shared/ownEntry';
import type { EntryType } from '../shared/userAreaPaths';
import { InboxPage } from './InboxPage';
import { RequestViewPage } from './RequestViewPage';
import { withLoadFailure } from '../shared/LoadFailed';

/** `/site/user/{location|provider}/requests/{open|archived|all}/{entityId}`. */
export const inboxPage = definePage(
  withLoadFailure(
    {
      id: 'requests',
      path: /^\/site\/user\/(?<type>location|provider)\/requests\/(?<view>open|archived|all)\/(?<id>\d+)\/?$/,
      query: ['page'],
      async load({ http, params, query }) {
        const [entry, inbox] = await Promise.all([
          ownEntry(http, params.type!, params.id!),
          inboxClient(http).list(
            params.type as EntryType,
            params.view as 'open',
            Number(params.id),
            Math.max(1, Number(query.page) || 1),
          ),
        ]);
        return { entry, inbox };
      },
      head: (data, intl) => ({
        title: intl.formatMessage(
          { id: 'userArea.requests.title', defaultMessage: 'Anfragen an {name}' },
          { name: data.entry.name },
        ),
        robots: 'noindex,nofollow',
      }),
      Component: InboxPage,
    },
    {
      frame: 'entries',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.entry.requests', defaultMessage: 'Anfragen' }),
    },
  ),
);

/** `/site/user/{location|provider}/requests/view/{requestId}`. */
export const requestViewPage = definePage(
  withLoadFailure(
    {
      id: 'request-view',
      path: /^\/site\/user\/(?<type>location|provider)\/requests\/view\/(?<id>\d+)\/?$/,
      load: ({ http, params }) => inboxClient(http).view(Number(params.id)),
      head: (data, intl) => ({
        title: intl.formatMessage(
          { id: 'userArea.request.title', defaultMessage: 'Anfrage von {name}' },
          { name: `${data.request.first_name} ${data.request.last_name}` },
        ),
        robots: 'noindex,nofollow',
      }),
      Component: RequestViewPage,
    },
    {
      frame: 'entries',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.entry.requests', defaultMessage: 'Anfragen' }),
    },
  ),
);

/** `/site/user/{location|provider}/requests/{entityId}` (the spec's short form): the open view. */
export const inboxShortPage = definePage({
  id: 'requests-short',
  path: /^\/site\/user\/(?<type>location|provider)\/requests\/(?<id>\d+)\/?$/,
  load: ({ params }) => redirectPage(`/site/user/${params.type}/requests/open/${params.id}`, 302),
  head: () => ({ title: '', robots: 'noindex,nofollow' }),
  Component: () => null,
});
