import {
  newsletterPageState,
  newsletterPath,
  type NewsletterPageState,
} from '@eventalp/plugin-newsletter/domain';
import type { PageModule } from '@eventalp/shell-kit';
import { newsletterCatalogs } from './newsletterCatalogs';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import { NewsletterPage } from './NewsletterPage';

export interface NewsletterPageData {
  state: NewsletterPageState;
  /** The signed token of an unsubscribe link, when the page was opened from one. */
  unsubscribeToken: string | null;
  /** The token of an opt-in link, when the page was opened from one. */
  confirmToken: string | null;
}

/** The newsletter page's state comes from its query alone; nothing to fetch. */
export const newsletterModule: PageModule<AreaData<NewsletterPageData>> = withAreaMessages(
  {
    load: async ({ query }) => ({
      state: newsletterPageState(query),
      unsubscribeToken: query.unsubscribe ?? null,
      confirmToken: query.confirm ?? null,
    }),
    head: (data, intl, { params }) => ({
      title: intl.formatMessage({
        id: 'marketplace.newsletter.title',
        defaultMessage: 'Newsletter abonnieren – Eventideen, Locations und Eventjobs',
      }),
      description: intl.formatMessage({
        id: 'marketplace.newsletter.description',
        defaultMessage:
          'Abonniere den Newsletter: neue Locations, Eventideen aus dem Magazin und die neusten Eventjobs direkt in dein Postfach.',
      }),
      canonicalPath: newsletterPath(params.product ?? ''),
      // Only the plain page is indexed; its states are for one visitor.
      ...(data.state === 'form' ? {} : { robots: 'noindex,follow' }),
    }),
    Component: NewsletterPage,
  },
  newsletterCatalogs,
);
