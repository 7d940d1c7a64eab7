import { ErrorText } from '@eventalp/shell-kit';
import { FormattedMessage, useIntl } from 'react-intl';
import { RequestForm } from '../requests/RequestForm';
import { MAX_REQUEST_ENTRIES, requestEntriesOf } from '../requests/requestEntries';
import { useRequestedDates } from '../requests/requestedEntries';
import { CardSection } from './FavouriteCardList';
import { ShareList } from './ShareList';
import { useFavouriteCards } from './useFavouriteCards';

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
          <CardSection
            id="ea-favourite-locations"
            title={intl.formatMessage({
              id: 'marketplace.favourites.locations',
              defaultMessage: 'Locations',
            })}
            cards={state.cards.locations}
            requested={requested}
          />
          <CardSection
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
          entries={requestEntriesOf(cards)}
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
