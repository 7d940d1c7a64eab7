import {
  favouriteKindOf,
  useFavourites,
  usePlatform,
  type BookmarkableItem,
} from '@eventalp/shell-kit';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  cardAdd: { id: 'marketplace.favourite.card.add', defaultMessage: 'Merken' },
  cardSaved: { id: 'marketplace.favourite.card.saved', defaultMessage: 'Gemerkt' },
  locationAdd: { id: 'marketplace.favourite.location.add', defaultMessage: 'Location merken' },
  locationSaved: { id: 'marketplace.favourite.location.saved', defaultMessage: 'Location gemerkt' },
  providerAdd: { id: 'marketplace.favourite.provider.add', defaultMessage: 'Anbieter merken' },
  providerSaved: { id: 'marketplace.favourite.provider.saved', defaultMessage: 'Anbieter gemerkt' },
});

function labelsFor(item: BookmarkableItem, variant: 'card' | 'detail') {
  if (variant === 'card') return [messages.cardAdd, messages.cardSaved] as const;
  return item.entity_type === 'location'
    ? ([messages.locationAdd, messages.locationSaved] as const)
    : ([messages.providerAdd, messages.providerSaved] as const);
}

/** The bookmark button (spec section 4): adds with a confirmation, removes silently. */
export function FavouriteToggle({
  item,
  variant,
}: {
  item: BookmarkableItem;
  variant: 'card' | 'detail';
}) {
  const { favourites } = usePlatform();
  const saved = useFavourites()[favouriteKindOf(item)].includes(item.id);
  const intl = useIntl();
  const [add, remove] = labelsFor(item, variant);
  return (
    <button
      type="button"
      className={`ea-button ea-favourite${saved ? ' ea-favourite--saved' : ''}`}
      aria-pressed={saved}
      // The card variant names its entry, so a list of cards has distinguishable buttons.
      aria-label={
        variant === 'card' ? `${intl.formatMessage(saved ? remove : add)}: ${item.name}` : undefined
      }
      onClick={() => favourites.toggle(item)}
    >
      <span className={`ea-icon ea-icon--${saved ? 'heart-filled' : 'heart'}`} aria-hidden="true" />{' '}
      {intl.formatMessage(saved ? remove : add)}
    </button>
  );
}
