import type { CountryCategory } from '@eventalp/shell-kit';
import { FormattedMessage } from 'react-intl';

/** Subtitle by country category (spec section 4). */
export function JumbotronSubtitle({ countryCategory }: { countryCategory: CountryCategory }) {
  return (
    <p className="ea-jumbotron__subtitle">
      {countryCategory === 1 ? (
        <FormattedMessage
          id="marketplace.jumbotron.subtitle.switzerland"
          defaultMessage="Plane einzigartige Anlässe auf dem grössten Eventportal der Schweiz."
        />
      ) : (
        <FormattedMessage
          id="marketplace.jumbotron.subtitle.germanyAustria"
          defaultMessage="Organisiere einzigartige Anlässe in wenigen Klicks."
        />
      )}
    </p>
  );
}
