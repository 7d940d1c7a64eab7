import { Breadcrumbs } from '@eventalp/shell-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { entryTrail } from '../catalog/breadcrumbTrails';
import { breadcrumbLabel, trailNames } from '../catalog/trailNames';
import type { EntryDetail } from '../catalog/catalogTypes';
import { EntryLabelBadge } from '../cards/EntryLabelBadge';
import { FavouriteToggle } from '../cards/FavouriteToggle';
import { RequestForm } from '../requests/RequestForm';
import { AddressSection } from './AddressSection';
import { ContactCard } from './ContactCard';
import { DetailGallery } from './DetailGallery';
import { DocumentList } from './DocumentList';
import { FaqList } from './FaqList';
import { KeyFacts } from './KeyFacts';
import { MediaLinks } from './MediaLinks';
import { PartnerLocations } from './PartnerLocations';
import { PriceList } from './PriceList';
import { PropertyGroups } from './PropertyGroups';
import { ReviewList } from './ReviewList';
import { RoomsTable } from './RoomsTable';
import { SectionNav } from './SectionNav';
import { SpecialDeal } from './SpecialDeal';
import { StarRating } from './StarRating';
import './detail.css';

/**
 * Location or provider detail (routes single.location.display / single.provider.display): title,
 * photo mosaic, then the key facts and the sections beside a sticky enquiry card (request form and
 * favourite button) on wide screens; on phones the card follows the key facts.
 */
export function DetailPage({ data: detail }: { data: EntryDetail }) {
  const intl = useIntl();
  const { address } = detail;
  return (
    <article className="ea-detail">
      <Breadcrumbs trail={entryTrail(detail, trailNames(intl))} label={breadcrumbLabel(intl)} />
      <header className="ea-detail__head">
        {detail.label && <EntryLabelBadge label={detail.label} />}
        <h1>{detail.name}</h1>
        <p className="ea-detail__meta">
          {detail.rating && detail.reviews.length > 0 && (
            <a href="#ea-reviews" className="ea-detail__rating">
              <StarRating value={detail.rating.average} />{' '}
              <FormattedMessage
                id="marketplace.reviews.count"
                defaultMessage="{count, plural, one {# Bewertung} other {# Bewertungen}}"
                values={{ count: detail.rating.count }}
              />
            </a>
          )}
          <span>{[address.place, address.region?.name].filter(Boolean).join(', ')}</span>
        </p>
      </header>
      <DetailGallery detail={detail} />
      <div className="ea-detail__layout">
        <div className="ea-detail__facts">
          <KeyFacts detail={detail} />
          <SpecialDeal deal={detail.special_deal} />
        </div>
        <aside
          className="ea-detail__card"
          aria-label={intl.formatMessage({
            id: 'marketplace.detail.enquiry',
            defaultMessage: 'Anfrage und Merkliste',
          })}
        >
          <FavouriteToggle item={detail} variant="detail" />
          <RequestForm
            entries={[{ type: detail.entity_type, id: detail.id }]}
            heading={intl.formatMessage(
              { id: 'marketplace.request.titleFor', defaultMessage: 'Anfrage an {name}' },
              { name: detail.name },
            )}
          />
        </aside>
        <div className="ea-detail__main">
          <SectionNav detail={detail} />
          {(detail.summary || detail.description) && (
            <section className="ea-section" aria-labelledby="ea-about">
              <h2 id="ea-about">
                <FormattedMessage id="marketplace.nav.about" defaultMessage="Beschreibung" />
              </h2>
              {detail.summary && <p className="ea-detail__summary">{detail.summary}</p>}
              {detail.description && <p>{detail.description}</p>}
            </section>
          )}
          <RoomsTable rooms={detail.rooms} />
          <PropertyGroups properties={detail.properties} />
          <PriceList prices={detail.prices} />
          <ReviewList detail={detail} />
          <MediaLinks detail={detail} />
          <FaqList faq={detail.faq} />
          <DocumentList documents={detail.documents} />
          <PartnerLocations partners={detail.partner_locations} />
          <AddressSection detail={detail} />
          <ContactCard detail={detail} />
        </div>
      </div>
    </article>
  );
}
