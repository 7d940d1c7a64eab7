import { useFavourites, usePlatform } from '@eventalp/shell-kit';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { EntryCard } from '../catalog/catalogTypes';
import { RequestForm } from '../requests/RequestForm';
import { MAX_REQUEST_ENTRIES, requestEntriesOf } from '../requests/requestEntries';
import { CardSection } from './FavouriteCardList';
import type { SharedListData } from './sharedListModule';
import './favourites.css';

/**
 * "In meine Merkliste übernehmen": adds the entries not saved yet to the visitor's own favourites
 * (the kit's store: header, other tabs and the favourites page follow), then says how many.
 */
function CopyToFavourites({ cards }: { cards: EntryCard[] }) {
  const { favourites: store, brand } = usePlatform();
  const saved = useFavourites();
  const [added, setAdded] = useState<number | null>(null);
  const isSaved = (card: EntryCard) =>
    (card.entity_type === 'location' ? saved.locations : saved.providers).includes(card.id);

  function copy() {
    const missing = cards.filter((card) => !isSaved(card));
    for (const card of missing) store.toggle(card);
    setAdded(missing.length);
  }

  return (
    <div className="ea-shared-list__copy">
      <button type="button" className="ea-button ea-button--primary" onClick={copy}>
        <FormattedMessage
          id="marketplace.sharedList.copy"
          defaultMessage="In meine Merkliste übernehmen"
        />
      </button>
      <p role="status" className="ea-status">
        {added !== null && (
          <>
            {added === 0 ? (
              <FormattedMessage
                id="marketplace.sharedList.allSaved"
                defaultMessage="Alle Einträge sind schon in deiner Merkliste."
              />
            ) : (
              <FormattedMessage
                id="marketplace.sharedList.copied"
                defaultMessage="{count, plural, one {Ein Eintrag wurde} other {# Einträge wurden}} in deine Merkliste übernommen."
                values={{ count: added }}
              />
            )}{' '}
            <a href={`/site/_${brand}/favourites.html`}>
              <FormattedMessage
                id="marketplace.sharedList.toFavourites"
                defaultMessage="Zur Merkliste"
              />
            </a>
          </>
        )}
      </p>
    </div>
  );
}

/** /site/_{brand}/favourites/{shareId}.html: a list someone shared, read-only for anyone. */
export function SharedListPage({ data }: { data: SharedListData }) {
  const intl = useIntl();
  const cards = [...data.locations, ...data.providers];
  return (
    <div className="ea-section ea-shared-list">
      <h1>
        <FormattedMessage id="marketplace.sharedList.title" defaultMessage="Geteilte Merkliste" />
      </h1>
      {cards.length === 0 ? (
        <p className="ea-status">
          <FormattedMessage
            id="marketplace.sharedList.empty"
            defaultMessage="Die Einträge dieser Liste sind nicht mehr verfügbar."
          />{' '}
          <a href="/locations">
            <FormattedMessage
              id="marketplace.favourites.browse"
              defaultMessage="Locations entdecken"
            />
          </a>
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id="marketplace.sharedList.intro"
              defaultMessage="Jemand hat diese Einträge mit dir geteilt. Übernimm sie in deine Merkliste oder schick allen eine Anfrage."
            />
          </p>
          <CopyToFavourites cards={cards} />
          <CardSection
            id="ea-shared-locations"
            title={intl.formatMessage({
              id: 'marketplace.favourites.locations',
              defaultMessage: 'Locations',
            })}
            cards={data.locations}
          />
          <CardSection
            id="ea-shared-providers"
            title={intl.formatMessage({
              id: 'marketplace.favourites.providers',
              defaultMessage: 'Anbieter',
            })}
            cards={data.providers}
          />
          <RequestForm
            entries={requestEntriesOf(cards)}
            heading={intl.formatMessage(
              {
                id: 'marketplace.sharedList.request',
                defaultMessage:
                  'Eine Anfrage an {count, plural, one {diesen Eintrag} other {alle # Einträge}}',
              },
              { count: Math.min(cards.length, MAX_REQUEST_ENTRIES) },
            )}
          />
        </>
      )}
    </div>
  );
}
