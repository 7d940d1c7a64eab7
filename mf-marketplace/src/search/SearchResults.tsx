import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ResultCard } from '../cards/ResultCard';
import type { ViewCard } from '../cards/viewCard';
import { Pagination } from '../grids/Pagination';

interface SearchResultsProps {
  cards: readonly ViewCard[];
  page: number;
  pageCount: number;
  loading: boolean;
  hrefFor(page: number): string;
  onPage(page: number): void;
  /** The card whose marker is chosen on the map. */
  selectedId: number | null;
  onHover(id: number | null): void;
  /** Shown instead of the cards when there are none. */
  empty: ReactNode;
}

/** The result cards and their pages; hovering or focusing a card highlights it on the map. */
export function SearchResults(props: SearchResultsProps) {
  const { cards, page, pageCount, loading, onHover } = props;
  const intl = useIntl();
  return (
    <section
      className="ea-search__results"
      aria-busy={loading}
      aria-label={intl.formatMessage({
        id: 'marketplace.search.results',
        defaultMessage: 'Resultate',
      })}
    >
      {cards.length === 0 && !loading ? (
        props.empty
      ) : (
        <ul className="ea-card-list ea-search__cards">
          {cards.map((card, index) => (
            <li
              key={`${card.entity_type}-${card.id}`}
              id={`ea-result-${card.id}`}
              className={card.id === props.selectedId ? 'ea-search__card--selected' : undefined}
              onMouseEnter={() => onHover(card.id)}
              onMouseLeave={() => onHover(null)}
              onFocus={() => onHover(card.id)}
              onBlur={() => onHover(null)}
            >
              <ResultCard card={card} index={index} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={props.hrefFor}
        onNavigate={props.onPage}
      />
    </section>
  );
}
