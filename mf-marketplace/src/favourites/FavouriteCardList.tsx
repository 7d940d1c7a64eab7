import { FormattedMessage, useIntl } from 'react-intl';
import { CardList } from '../cards/CardList';
import { ResultCard } from '../cards/ResultCard';
import type { EntryCard } from '../catalog/catalogTypes';
import { requestedKey, type RequestedDates } from '../requests/requestedEntries';
import './favourites.css';

const DAY_FORMAT = { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' } as const;

/** Saved cards, each with the day this browser sent it a request ("Angefragt am 27.11.2026"). */
export function FavouriteCardList({
  cards,
  requested,
}: {
  cards: EntryCard[];
  requested: RequestedDates;
}) {
  const intl = useIntl();
  return (
    <ul className="ea-card-list ea-favourite-list">
      {cards.map((card, index) => {
        const day = requested[requestedKey({ type: card.entity_type, id: card.id })];
        return (
          <li key={`${card.entity_type}-${card.id}`} className="ea-favourite-list__item">
            <ResultCard card={card} index={index} headingLevel="h3" />
            {day && (
              <p className="ea-favourite-list__requested">
                <FormattedMessage
                  id="marketplace.favourites.requestedOn"
                  defaultMessage="Angefragt am {date}"
                  values={{ date: intl.formatDate(new Date(`${day}T12:00:00Z`), DAY_FORMAT) }}
                />
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A titled section of cards (locations or providers), left out when empty; with `requested`, each
 * card says the day this browser asked it.
 */
export function CardSection({
  id,
  title,
  cards,
  requested,
}: {
  id: string;
  title: string;
  cards: EntryCard[];
  requested?: RequestedDates;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {requested ? (
        <FavouriteCardList cards={cards} requested={requested} />
      ) : (
        <CardList cards={cards} headingLevel="h3" />
      )}
    </section>
  );
}
