import { awardClient, kitAddressOf, kitPagePath } from '@eventalp/plugin-award/domain';
import { pageNotFound, lazyPageComponent } from '@eventalp/shell-kit';
import { defineAreaPage } from '@eventalp/shell-ui';
import type { KitPageData } from './KitPage';
import { kitCatalogs } from './kitCatalogs';

/** The view is a chunk of its own: only this page loads it. */
const LazyKitPage = lazyPageComponent(() => import('./KitPage').then((module) => module.KitPage));

/**
 * A venue's kit, `/site/sla-{year}/{id}/{lang}/sla-{type}` (spec section 2, "Kit download"): the
 * voting kit of a venue that confirmed its participation, the winner kit of an awarded one. The
 * page starts the build, shows its progress (up to 30 seconds, spec section 9) and then the
 * download. A venue without such a kit is the 404 page. Never indexed.
 */
export const kitPage = defineAreaPage(kitCatalogs, {
  id: 'award-kit',
  path: /^\/site\/sla-(?<year>\d{4})\/(?<id>\d{1,10})\/(?<lang>[a-z]{2})\/sla-(?<type>[a-z]+)\/?$/,
  async load({ http, params }): Promise<KitPageData> {
    const address = kitAddressOf({
      year: params.year ?? '',
      id: params.id ?? '',
      lang: params.lang ?? '',
      type: params.type ?? '',
    });
    if (!address) pageNotFound();
    return { address, status: await awardClient(http).kitStatus(address) };
  },
  head: (data, intl) => ({
    title:
      data.address.type === 'winnerkit'
        ? intl.formatMessage(
            { id: 'award.kit.winnerTitle', defaultMessage: 'Gewinner-Kit {year}: {venue}' },
            { year: data.address.year, venue: data.status.venue_name },
          )
        : intl.formatMessage(
            { id: 'award.kit.votingTitle', defaultMessage: 'Voting-Kit {year}: {venue}' },
            { year: data.address.year, venue: data.status.venue_name },
          ),
    description: intl.formatMessage({
      id: 'award.kit.description',
      defaultMessage: 'Das Kit des Swiss Location Award zum Herunterladen.',
    }),
    canonicalPath: kitPagePath(data.address),
    robots: 'noindex,nofollow',
    // Its state changes while it is built: never served from the page cache.
    private: true,
  }),
  Component: LazyKitPage,
});
