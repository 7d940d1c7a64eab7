import { formatChf, SEATING_STYLES, type PackageOffer } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { offerLabels, seatingLabels } from './offerLabels';

/** The package's halls: area, capacity per seating style and the rental slots with their price. */
export function HallList({ offer }: { offer: PackageOffer }) {
  const intl = useIntl();
  if (offer.halls.length === 0) return null;
  return (
    <section className="ea-section ea-package-halls" aria-labelledby="ea-package-halls">
      <h2 id="ea-package-halls">
        <FormattedMessage {...offerLabels.halls} />
      </h2>
      {offer.halls.map((hall) => {
        const capacities = SEATING_STYLES.filter((style) => hall.capacities[style] !== null);
        return (
          <article key={hall.id} className="ea-package-halls__hall">
            <h3>{hall.name}</h3>
            {hall.areaM2 !== null && <p>{hall.areaM2} m²</p>}
            {capacities.length > 0 && (
              <ul>
                {capacities.map((style) => (
                  <li key={style}>
                    <FormattedMessage
                      id="marketplace.package.capacity"
                      defaultMessage="{style}: bis {persons} Personen"
                      values={{
                        style: intl.formatMessage(seatingLabels[style]),
                        persons: hall.capacities[style],
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
            {hall.rentalSlots.length > 0 && (
              <ul className="ea-package-halls__slots">
                {hall.rentalSlots.map((slot) => (
                  <li key={slot.slotId}>
                    <FormattedMessage
                      id="marketplace.package.slot"
                      defaultMessage="{start}–{end} Uhr: {price} pro Tag"
                      values={{
                        start: slot.startHour,
                        end: slot.endHour,
                        price: formatChf(slot.priceRappen),
                      }}
                    />
                  </li>
                ))}
              </ul>
            )}
          </article>
        );
      })}
    </section>
  );
}
