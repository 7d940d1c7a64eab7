import { ResponsiveImage } from '@eventalp/shell-ui';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { RegionSlide } from './homeData';

/** The regions of the active country category (spec section 2, Home 7). */
export function RegionsSection({ regions }: { regions: RegionSlide[] }) {
  const headingId = useId();
  return (
    <section className="ea-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id="marketplace.regions.title"
          defaultMessage="Wenn deine Gäste wählen könnten..."
        />
      </h2>
      <ul className="ea-card-list" aria-labelledby={headingId}>
        {regions.map((region) => (
          <li key={region.id}>
            <a className="ea-teaser" href={region.path}>
              {region.image ? (
                <ResponsiveImage media={region.image} alt="" targetWidth={400} />
              ) : null}
              <h3 className="ea-teaser__title">{region.name}</h3>
              {region.short ? <p className="ea-teaser__text">{region.short}</p> : null}
              {region.text_underline ? (
                <span className="ea-teaser__underline">{region.text_underline}</span>
              ) : null}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
