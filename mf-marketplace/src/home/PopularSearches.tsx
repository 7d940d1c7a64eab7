import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

/** Popular searches (spec section 2, Home 8) as links to their search pages. */
export function PopularSearches({ searches }: { searches: { label: string; path: string }[] }) {
  const headingId = useId();
  return (
    <section className="ea-section" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="marketplace.home.popular.title" defaultMessage="Beliebte Suchen" />
      </h2>
      <ul className="ea-chip-list" aria-labelledby={headingId}>
        {searches.map((search) => (
          <li key={search.label}>
            <a className="ea-chip" href={search.path}>
              {search.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
