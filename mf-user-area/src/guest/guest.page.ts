import { definePage } from '@eventalp/shell-kit';
import { loadTaxonomies } from '../shared/taxonomies';
import { CreateEntryPage } from './CreateEntryPage';
import { VerifyEmailPage } from './VerifyEmailPage';
import { withLoadFailure } from '../shared/LoadFailed';

/** `/site/guest/entries/create` and `/site/guest/entries/create-sla` (`?type=provider` preselects). */
export const createEntryPage = definePage(
  withLoadFailure(
    {
      id: 'guest-create',
      path: /^\/site\/guest\/entries\/(?<variant>create|create-sla)\/?$/,
      query: ['type'],
      async load({ http, params, query, countryCategory }) {
        return {
          sla: params.variant === 'create-sla',
          type: query.type === 'provider' ? ('provider' as const) : ('location' as const),
          countryCategory,
          taxonomies: await loadTaxonomies(http),
        };
      },
      head: (data, intl) => ({
        title: data.sla
          ? intl.formatMessage({
              id: 'userArea.guest.titleSla',
              defaultMessage: 'Location für den Award erfassen',
            })
          : intl.formatMessage({ id: 'userArea.guest.title', defaultMessage: 'Eintrag erfassen' }),
        robots: 'noindex,nofollow',
      }),
      Component: CreateEntryPage,
    },
    {
      frame: false,
      title: (intl) =>
        intl.formatMessage({ id: 'userArea.guest.title', defaultMessage: 'Eintrag erfassen' }),
    },
  ),
);

/** `/site/guest/email/verify/{token}`: the page of the verification link. */
export const verifyEmailPage = definePage({
  id: 'verify-email',
  path: /^\/site\/guest\/email\/verify\/(?<token>[\w-]{20,200})\/?$/,
  load: async ({ params }) => ({ token: params.token! }),
  head: (_data, intl) => ({
    title: intl.formatMessage({
      id: 'userArea.verify.title',
      defaultMessage: 'E-Mail-Adresse bestätigen',
    }),
    robots: 'noindex,nofollow',
  }),
  Component: VerifyEmailPage,
});
