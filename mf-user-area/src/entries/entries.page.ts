import { catalogOwnerClient } from '@eventalp/plugin-catalog/domain';
import { definePage } from '@eventalp/shell-kit';
import { EntriesPage } from './EntriesPage';
import { withLoadFailure } from '../shared/LoadFailed';

/** `/site/user/entries`: the owner's entries. */
export const entriesPage = definePage(
  withLoadFailure(
    {
      id: 'entries',
      path: /^\/site\/user\/entries\/?$/,
      load: ({ http }) => catalogOwnerClient(http).entries(),
      head: (_data, intl) => ({
        title: intl.formatMessage({
          id: 'userArea.entries.title',
          defaultMessage: 'Meine Einträge',
        }),
        robots: 'noindex,nofollow',
      }),
      Component: EntriesPage,
    },
    {
      frame: 'entries',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.entries.title', defaultMessage: 'Meine Einträge' }),
    },
  ),
);
