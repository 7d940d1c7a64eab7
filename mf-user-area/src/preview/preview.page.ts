import { definePage, redirectPage } from '@eventalp/shell-kit';
import { ownEntry } from '../shared/ownEntry';

/**
 * `/site/user/{location|provider}/preview/{id}`: opens the entry's detail page in the shell's
 * preview mode, where its owner sees it as it will look (changes waiting for approval included).
 */
export const previewPage = definePage({
  id: 'preview',
  path: /^\/site\/user\/(?<type>location|provider)\/preview\/(?<id>\d+)\/?$/,
  async load({ http, params }) {
    const entry = await ownEntry(http, params.type!, params.id!);
    return redirectPage(`${entry.path}?preview=1`, 302);
  },
  head: () => ({ title: '', robots: 'noindex,nofollow' }),
  Component: () => null,
});
