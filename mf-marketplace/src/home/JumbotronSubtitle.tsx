import { FormattedMessage } from 'react-intl';

/** Subtitle by country category (spec section 4), with the fallback for any other category. */
export function JumbotronSubtitle({ countryCategory }: { countryCategory: number }) {
  return (
    <p className="ea-jumbotron__subtitle">
      {countryCategory === 1 ? (
        <FormattedMessage
          id="marketplace.jumbotron.subtitle.switzerland"
          defaultMessage="Plane einzigartige Anlässe auf dem grössten Eventportal der Schweiz."
        />
      ) : countryCategory === 2 || countryCategory === 3 ? (
        <FormattedMessage
          id="marketplace.jumbotron.subtitle.germanyAustria"
          defaultMessage="Organisiere einzigartige Anlässe in wenigen Klicks."
        />
      ) : (
        <FormattedMessage
          id="marketplace.jumbotron.subtitle.fallback"
          defaultMessage="Mehr als 4'000 Locations für deinen Event"
        />
      )}
    </p>
  );
}
