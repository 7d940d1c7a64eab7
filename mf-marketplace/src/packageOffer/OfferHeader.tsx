import type { PackageOffer } from '@eventalp/plugin-packages/domain';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { eventTypeLabels } from './offerLabels';

/** The heading of a package page: its title, the venue (linked to its page), type and occasion. */
export function OfferHeader({ offer, title }: { offer: PackageOffer; title: ReactNode }) {
  const intl = useIntl();
  const { package: bundle, venue } = offer;
  const place = [venue.postcode, venue.city].filter(Boolean).join(' ');
  return (
    <header className="ea-package__head">
      <h1>{title}</h1>
      <p className="ea-package__venue">
        <a href={venue.detailPath}>{venue.name}</a>
        {place && `, ${place}`}
        {venue.region && ` (${venue.region})`}
      </p>
      <p className="ea-package__type">
        {[intl.formatMessage(eventTypeLabels[bundle.eventType]), bundle.optionName]
          .filter(Boolean)
          .join(' · ')}
      </p>
    </header>
  );
}
