import { offerPagePath } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { ChoiceSummary } from './ChoiceSummary';
import { HallList } from './HallList';
import { OfferHeader } from './OfferHeader';
import { offerLabels } from './offerLabels';
import type { OfferPageData } from './offerData';
import { OfferPriceTable } from './OfferPriceTable';
import { PackageFacts } from './PackageFacts';
import { PriceCalculator } from './PriceCalculator';
import { ReservationForm } from './ReservationForm';
import { choiceQuery } from './choiceQuery';
import { reservationState } from './reservationState';
import './packageOffer.css';

/**
 * A package's detail page: the venue, type and occasion, its days, meals, what is included, the
 * halls with their rental slots, the cancellation conditions and the total-cost calculator, under
 * the venue's first photo.
 */
export function PackageDetailPage({ data }: { data: OfferPageData }) {
  const { offer } = data;
  return (
    <article className="ea-package">
      <OfferHeader offer={offer} title={offer.package.name} />
      <div className="ea-package__grid">
        <div>
          {offer.venue.photo && (
            // The page's largest picture: it loads first (the 600 px conversion, 3:2 reserved).
            <img
              className="ea-package__photo"
              src={offer.venue.photo}
              alt={offer.venue.name}
              fetchPriority="high"
            />
          )}
          {offer.package.description && (
            <p className="ea-package__description">{offer.package.description}</p>
          )}
          <PackageFacts offer={offer} />
          <HallList offer={offer} />
          {offer.conditions.cancellation && (
            <section className="ea-section" aria-labelledby="ea-package-conditions">
              <h2 id="ea-package-conditions">
                <FormattedMessage {...offerLabels.conditions} />
              </h2>
              <p className="ea-package__conditions">{offer.conditions.cancellation}</p>
            </section>
          )}
        </div>
        <PriceCalculator offer={offer} choice={data.choice} today={data.today} next="summary" />
      </div>
    </article>
  );
}

/** The summary of a choice (from the query): the package in brief, the calculator, "Jetzt reservieren". */
export function PackageSummaryPage({ data }: { data: OfferPageData }) {
  const intl = useIntl();
  const { offer } = data;
  return (
    <article className="ea-package">
      <OfferHeader
        offer={offer}
        title={intl.formatMessage(
          { id: 'marketplace.package.summaryTitle', defaultMessage: 'Zusammenfassung: {name}' },
          { name: offer.package.name },
        )}
      />
      <div className="ea-package__grid">
        <PackageFacts offer={offer} />
        <PriceCalculator offer={offer} choice={data.choice} today={data.today} next="reservation" />
      </div>
    </article>
  );
}

/** The reservation of a choice: what was chosen, its price and the contact form. */
export function PackageReservationPage({ data }: { data: OfferPageData }) {
  const intl = useIntl();
  const { offer, choice } = data;
  const state = reservationState(data);
  return (
    <article className="ea-package">
      <OfferHeader
        offer={offer}
        title={intl.formatMessage(
          { id: 'marketplace.package.reservationTitle', defaultMessage: 'Reservierung: {name}' },
          { name: offer.package.name },
        )}
      />
      <div className="ea-package__grid">
        <div>
          <ChoiceSummary offer={offer} choice={choice} />
          {state.price && <OfferPriceTable price={state.price} />}
          <a href={`${offerPagePath('summary', offer)}${choiceQuery(choice)}`}>
            <FormattedMessage {...offerLabels.change} />
          </a>
        </div>
        {state.price ? (
          <ReservationForm offer={offer} choice={choice} />
        ) : (
          <ul role="alert" className="ea-form__error">
            {Object.values(state.errors).map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
