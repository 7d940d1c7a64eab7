import { MAGAZINE_PATHS } from '@eventalp/plugin-magazine/domain';
import type { IntlShape } from 'react-intl';

/** The magazine's Atom feed, announced in the head of every magazine page. */
export function magazineFeedAlternate(intl: IntlShape, origin: string) {
  return {
    type: 'application/atom+xml',
    title: intl.formatMessage({ id: 'magazine.feed.title', defaultMessage: 'Eventmagazin (Atom)' }),
    href: `${origin}/api${MAGAZINE_PATHS.feed}`,
  };
}
