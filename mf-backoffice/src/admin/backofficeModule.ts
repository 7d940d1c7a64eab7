import type { PageModule } from '@eventalp/shell-kit';
import { BackofficeAdmin } from './BackofficeAdmin';
import { adminMessages } from './adminMessages';

/** The back office loads its data itself (react-admin), page by page, in the browser. */
export const backofficeModule: PageModule<null> = {
  load: async () => null,
  head: (_data, intl) => ({
    title: intl.formatMessage(adminMessages.title),
    robots: 'noindex,nofollow',
  }),
  Component: BackofficeAdmin,
};
