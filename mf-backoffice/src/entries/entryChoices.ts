import { useIntl } from 'react-intl';
import { RankingTier } from '@eventalp/plugin-catalog/domain';
import { entryMessages as m } from './entryMessages';

/** The spec's ranking tiers as choices (id and the spec's name). */
export const TIER_CHOICES = Object.entries(RankingTier).map(([name, id]) => ({ id, name }));

/** The rent options of a location or room (0 only as a whole, 1 exclusive or partial, 2 shared). */
export function useRentChoices() {
  const intl = useIntl();
  return [
    { id: 0, name: intl.formatMessage(m.rentWhole) },
    { id: 1, name: intl.formatMessage(m.rentPartial) },
    { id: 2, name: intl.formatMessage(m.rentShared) },
  ];
}

/** Where an entry stands in its release window (the list's `release` filter). */
export function useReleaseChoices() {
  const intl = useIntl();
  return [
    { id: 'waiting', name: intl.formatMessage(m.releaseWaiting) },
    { id: 'live', name: intl.formatMessage(m.releaseLive) },
    { id: 'expired', name: intl.formatMessage(m.releaseExpired) },
  ];
}
