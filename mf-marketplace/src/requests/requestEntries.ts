import type { EntryCard } from '../catalog/catalogTypes';

/**
 * The API takes at most this many entries in one request (the requests domain's
 * `MAX_REQUEST_ENTRIES`; a test keeps the two equal, so the domain's schemas stay out of the
 * pages that only need the number).
 */
export const MAX_REQUEST_ENTRIES = 20;

/** The entries of one request to several cards: the first `MAX_REQUEST_ENTRIES` of them. */
export function requestEntriesOf(cards: readonly EntryCard[]) {
  return cards
    .slice(0, MAX_REQUEST_ENTRIES)
    .map((card) => ({ type: card.entity_type, id: card.id }));
}
