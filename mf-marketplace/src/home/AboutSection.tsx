import { usePlatform } from '@eventalp/shell-kit';
import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * About section (spec section 2, Home 10) with the claims of section 1. `children` is the place of
 * the newsletter box, which the newsletter feature renders.
 */
export function AboutSection({ children }: { children?: ReactNode }) {
  const { brand } = usePlatform();
  const headingId = useId();
  return (
    <section className="ea-section ea-about" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id="marketplace.home.about.title"
          defaultMessage="Über {product}"
          values={{ product: brand }}
        />
      </h2>
      <ul className="ea-about__claims">
        <li>
          <FormattedMessage
            id="marketplace.home.about.visitors"
            defaultMessage="Mehr als 3'000 Besucher pro Tag"
          />
        </li>
        <li>
          <FormattedMessage id="marketplace.home.about.founded" defaultMessage="Gegründet 2008" />
        </li>
        <li>
          <FormattedMessage
            id="marketplace.home.about.locations"
            defaultMessage="Mehr als 4'000 Locations"
          />
        </li>
      </ul>
      {children ? <div className="ea-about__newsletter">{children}</div> : null}
    </section>
  );
}
