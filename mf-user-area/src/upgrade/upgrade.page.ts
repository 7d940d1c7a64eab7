import { catalogOwnerClient } from '@eventalp/plugin-catalog/domain';
import { definePage } from '@eventalp/shell-kit';
import { ownEntry } from '../shared/ownEntry';
import type { EntryType } from '../shared/userAreaPaths';
import { UpgradePage } from './UpgradePage';
import { withLoadFailure } from '../shared/LoadFailed';

/** `/site/user/{location|provider}/upgrade/{id}`. */
export const upgradePage = definePage(
  withLoadFailure(
    {
      id: 'upgrade',
      path: /^\/site\/user\/(?<type>location|provider)\/upgrade\/(?<id>\d+)\/?$/,
      async load({ http, params }) {
        const [entry, offers] = await Promise.all([
          ownEntry(http, params.type!, params.id!),
          catalogOwnerClient(http).upgradeOffers(params.type as EntryType, Number(params.id)),
        ]);
        return { entry, offers };
      },
      head: (data, intl) => ({
        title: intl.formatMessage(
          { id: 'userArea.upgrade.title', defaultMessage: 'Upgrade für {name}' },
          { name: data.entry.name },
        ),
        robots: 'noindex,nofollow',
      }),
      Component: UpgradePage,
    },
    {
      frame: 'entries',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.entry.upgrade', defaultMessage: 'Upgrade' }),
    },
  ),
);
