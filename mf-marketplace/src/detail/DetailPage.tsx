import { Breadcrumbs } from '@eventalp/shell-ui';
import { useIntl } from 'react-intl';
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
import { SpecialDeal } from './SpecialDeal';
import { StarRating } from './StarRating';
import './detail.css';

/** Location or provider detail (routes single.location.display / single.provider.display). */
export function DetailPage({ data: detail }: { data: EntryDetail }) {
  const intl = useIntl();
  return (
    <article className="ea-detail">
      <Breadcrumbs trail={entryTrail(detail, trailNames(intl))} label={breadcrumbLabel(intl)} />
      <header className="ea-detail__head">
        {detail.label && <EntryLabelBadge label={detail.label} />}
        <h1>{detail.name}</h1>
        {detail.rating && detail.reviews.length > 0 && <StarRating value={detail.rating.average} />}
        <KeyFacts detail={detail} />
        <FavouriteToggle item={detail} variant="detail" />
      </header>
      <DetailGallery detail={detail} />
      <SpecialDeal deal={detail.special_deal} />
      {detail.summary && <p className="ea-detail__summary">{detail.summary}</p>}
      {detail.description && <p>{detail.description}</p>}
      <RoomsTable rooms={detail.rooms} />
      <PropertyGroups properties={detail.properties} />
      <FaqList faq={detail.faq} />
      <PriceList prices={detail.prices} />
      <DocumentList documents={detail.documents} />
      <MediaLinks detail={detail} />
      <ReviewList detail={detail} />
      <PartnerLocations partners={detail.partner_locations} />
      <AddressSection detail={detail} />
      <ContactCard detail={detail} />
      <RequestForm
        entries={[{ type: detail.entity_type, id: detail.id }]}
        heading={intl.formatMessage(
          { id: 'marketplace.request.titleFor', defaultMessage: 'Anfrage an {name}' },
          { name: detail.name },
        )}
      />
    </article>
  );
}
