import { useFavourites, usePlatform } from '@eventalp/shell-kit';
import { useEffect, useState } from 'react';
import { fetchFavouriteCards } from '../catalog/catalogApi';
import type { FavouriteCards } from '../catalog/catalogTypes';

export type FavouriteCardsState =
  { status: 'loading' } | { status: 'ready'; cards: FavouriteCards } | { status: 'failed' };

const missing = (ids: number[], cards: { id: number }[]) =>
  ids.filter((id) => !cards.some((card) => card.id === id));

/**
 * Cards of the saved favourites, fetched by id whenever the list changes. Entries the API no
 * longer shows (hidden, expired, deleted) are dropped from the page and from storage.
 */
export function useFavouriteCards(): FavouriteCardsState {
  const { http, favourites: store } = usePlatform();
  const favourites = useFavourites();
  const [state, setState] = useState<FavouriteCardsState>({ status: 'loading' });
  const key = `${favourites.locations.join(',')}|${favourites.providers.join(',')}`;

  useEffect(() => {
    let cancelled = false;
    const ids = store.getSnapshot();
    if (ids.locations.length + ids.providers.length === 0) {
      setState({ status: 'ready', cards: { locations: [], providers: [] } });
      return;
    }
    fetchFavouriteCards(http, ids)
      .then((cards) => {
        if (cancelled) return;
        setState({ status: 'ready', cards });
        store.remove({
          locations: missing(ids.locations, cards.locations),
          providers: missing(ids.providers, cards.providers),
        });
      })
      .catch(() => !cancelled && setState({ status: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [key, http, store]);

  return state;
}
