import type { PackageOffer } from '@eventalp/plugin-packages/domain';
import { FormattedMessage, useIntl } from 'react-intl';
import { includedItemLabels, mealLabels, offerLabels, timeOfDayLabels } from './offerLabels';

/** What a package holds: its days with their times, meals, what is included, the highlights. */
export function PackageFacts({ offer }: { offer: PackageOffer }) {
  const intl = useIntl();
  const { package: bundle } = offer;
  return (
    <section className="ea-section ea-package-facts" aria-labelledby="ea-package-days">
      <h2 id="ea-package-days">
        <FormattedMessage {...offerLabels.days} />
      </h2>
      <ol className="ea-package-facts__days">
        {bundle.timesOfDay.map((times, index) => (
          <li key={index}>
            <FormattedMessage
              id="marketplace.package.day"
              defaultMessage="Tag {day}: {times}"
              values={{
                day: index + 1,
                times: times.map((time) => intl.formatMessage(timeOfDayLabels[time])).join(', '),
              }}
            />
          </li>
        ))}
      </ol>
      {bundle.overnight && (
        <p>
          <FormattedMessage
            id="marketplace.package.withOvernight"
            defaultMessage="Mit Übernachtung ({nights, plural, one {# Nacht} other {# Nächte}})"
            values={{ nights: bundle.days - 1 }}
          />
        </p>
      )}
      {bundle.meals.length > 0 && (
        <>
          <h3>
            <FormattedMessage {...offerLabels.meals} />
          </h3>
          <ul>
            {bundle.meals.map((meal) => (
              <li key={meal}>{intl.formatMessage(mealLabels[meal])}</li>
            ))}
          </ul>
        </>
      )}
      {bundle.includedItems.length > 0 && (
        <>
          <h3>
            <FormattedMessage {...offerLabels.included} />
          </h3>
          <ul>
            {bundle.includedItems.map((item) => (
              <li key={item}>{intl.formatMessage(includedItemLabels[item])}</li>
            ))}
          </ul>
        </>
      )}
      {bundle.highlightedSpecials.length > 0 && (
        <>
          <h3>
            <FormattedMessage {...offerLabels.specials} />
          </h3>
          <ul>
            {bundle.highlightedSpecials.map((special) => (
              <li key={special}>{special}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
