import { ErrorText } from '@eventalp/shell-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntryCard } from '../catalog/catalogTypes';
import { RequestForm } from '../requests/RequestForm';
import { useRequestedDates, type RequestedDates } from '../requests/requestedEntries';
import { FavouriteCardList } from './FavouriteCardList';
import { ShareList } from './ShareList';
import { useFavouriteCards } from './useFavouriteCards';

/** The API takes at most this many entries in one request. */
const MAX_REQUEST_ENTRIES = 20;

function FavouriteSection({
  id,
  title,
  cards,
  requested,
}: {
  id: string;
  title: string;
  cards: EntryCard[];
  requested: RequestedDates;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="ea-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <FavouriteCardList cards={cards} requested={requested} />
    </section>
  );
}

/**
 * /site/_{brand}/favourites.html: the saved entries (with the day each was asked), a link to
 * share them and one request to all of them.
 */
export function FavouritesPage() {
  const intl = useIntl();
  const state = useFavouriteCards();
  const requested = useRequestedDates();
  const cards =
    state.status === 'ready' ? [...state.cards.locations, ...state.cards.providers] : [];
  return (
    <div className="ea-section">
      <h1>
        <FormattedMessage id="marketplace.favourites.title" defaultMessage="Merkliste" />
      </h1>
      {state.status === 'loading' && (
        <p role="status" className="ea-status">
          <FormattedMessage
            id="marketplace.favourites.loading"
            defaultMessage="Merkliste wird geladen …"
          />
        </p>
      )}
      {state.status === 'failed' && (
        <p role="alert" className="ea-status ea-status--error">
          <ErrorText />
        </p>
      )}
      {state.status === 'ready' && cards.length === 0 && (
        <p className="ea-status">
          <FormattedMessage
            id="marketplace.favourites.empty"
            defaultMessage="Du hast noch keine Locations oder Anbieter gemerkt."
          />{' '}
          <a href="/locations">
            <FormattedMessage
              id="marketplace.favourites.browse"
              defaultMessage="Locations entdecken"
            />
          </a>
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <FavouriteSection
            id="ea-favourite-locations"
            title={intl.formatMessage({
              id: 'marketplace.favourites.locations',
              defaultMessage: 'Locations',
            })}
            cards={state.cards.locations}
            requested={requested}
          />
          <FavouriteSection
            id="ea-favourite-providers"
            title={intl.formatMessage({
              id: 'marketplace.favourites.providers',
              defaultMessage: 'Anbieter',
            })}
            cards={state.cards.providers}
            requested={requested}
          />
        </>
      )}
      {cards.length > 0 && <ShareList cards={cards} />}
      {cards.length > 0 && (
        <RequestForm
          entries={cards
            .slice(0, MAX_REQUEST_ENTRIES)
            .map((card) => ({ type: card.entity_type, id: card.id }))}
          heading={intl.formatMessage(
            {
              id: 'marketplace.favourites.request',
              defaultMessage:
                'Eine Anfrage an {count, plural, one {den gemerkten Eintrag} other {# gemerkte Einträge}}',
            },
            { count: Math.min(cards.length, MAX_REQUEST_ENTRIES) },
          )}
        />
      )}
    </div>
  );
}
