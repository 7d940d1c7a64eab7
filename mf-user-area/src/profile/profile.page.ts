import { profileClient } from '@eventalp/plugin-accounts/domain';
import { definePage } from '@eventalp/shell-kit';
import { ProfilePage } from './ProfilePage';
import { withLoadFailure } from '../shared/LoadFailed';

/** `/site/user/profile`. */
export const profilePage = definePage(
  withLoadFailure(
    {
      id: 'profile',
      path: /^\/site\/user\/profile\/?$/,
      load: ({ http }) => profileClient(http).profile(),
      head: (_data, intl) => ({
        title: intl.formatMessage({ id: 'userArea.profile.title', defaultMessage: 'Profil' }),
        robots: 'noindex,nofollow',
      }),
      Component: ProfilePage,
    },
    {
      frame: 'profile',
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.profile.title', defaultMessage: 'Profil' }),
    },
  ),
);
