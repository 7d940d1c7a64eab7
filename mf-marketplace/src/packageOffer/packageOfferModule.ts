import { offerPagePath, type PackagePageKind } from '@eventalp/plugin-packages/domain';
import type { PageHead, PageHeadContext, PageModule } from '@eventalp/shell-kit';
import { withAreaMessages, type AreaData } from '@eventalp/shell-ui';
import type { IntlShape } from 'react-intl';
import { loadOffer, type OfferPageData } from './offerData';
import { offerJsonLd } from './offerJsonLd';
import { eventTypeLabels } from './offerLabels';
import { packageOfferCatalogs } from './packageOfferCatalogs';
import { PackageDetailPage, PackageReservationPage, PackageSummaryPage } from './PackageOfferPages';

/**
 * Title, description, canonical URL and JSON-LD `Offer` of a package page. The summary and the
 * reservation show one visitor's choice: they point to the detail page and are not indexed.
 */
export function offerHead(
  kind: PackagePageKind,
  { offer, today }: OfferPageData,
  intl: IntlShape,
  context: PageHeadContext,
): PageHead {
  const { package: bundle, venue } = offer;
  const place = venue.city ? `, ${venue.city}` : '';
  return {
    title: intl.formatMessage(
      { id: 'marketplace.package.headTitle', defaultMessage: '{name} – Paket bei {venue}' },
      { name: bundle.name, venue: venue.name },
    ),
    description:
      bundle.description ??
      intl.formatMessage(
        {
          id: 'marketplace.package.headDescription',
          defaultMessage:
            '{type} bei {venue}{place}: {days, plural, one {# Tag} other {# Tage}}, Preis online berechnen und reservieren.',
        },
        {
          type: intl.formatMessage(eventTypeLabels[bundle.eventType]),
          venue: venue.name,
          place,
          days: bundle.days,
        },
      ),
    canonicalPath: offerPagePath('detail', offer),
    ...(kind === 'detail'
      ? { jsonLd: [offerJsonLd(offer, today, context.origin)] }
      : { robots: 'noindex,follow' }),
  };
}

const offerModule = (
  kind: PackagePageKind,
  Component: PageModule<OfferPageData>['Component'],
): PageModule<AreaData<OfferPageData>> =>
  withAreaMessages(
    {
      load: (context) => loadOffer(context, kind),
      head: (data, intl, context) => offerHead(kind, data, intl, context),
      Component,
    },
    packageOfferCatalogs,
  );

export const packageDetailModule = offerModule('detail', PackageDetailPage);
export const packageSummaryModule = offerModule('summary', PackageSummaryPage);
export const packageReservationModule = offerModule('reservation', PackageReservationPage);
