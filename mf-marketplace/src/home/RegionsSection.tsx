import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import type { Canton } from './homeData';

/** The regions section: the Swiss cantons (taxonomy type 26). */
export function RegionsSection({ cantons }: { cantons: Canton[] }) {
  const headingId = useId();
  return (
    <section className="ea-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage
          id="marketplace.regions.title"
          defaultMessage="Wenn deine Gäste wählen könnten..."
        />
      </h2>
      <ul className="ea-chip-list" aria-labelledby={headingId}>
        {cantons.map((canton) => (
          <li key={canton.id} className="ea-chip">
            {canton.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
