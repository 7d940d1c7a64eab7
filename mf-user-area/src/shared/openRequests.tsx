import type { InboxCounts } from '@eventalp/plugin-requests/domain';
import { createContext, useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import type { EntryType } from './userAreaPaths';

/** The owner's open requests per entry, fetched once by the frame for all its links. */
export const OpenRequestsContext = createContext<InboxCounts | null>(null);

/** "2 offene" beside an entry's requests link, nothing while none are open (or not yet known). */
export function OpenRequestsCount({ type, id }: { type: EntryType; id: number }) {
  const counts = useContext(OpenRequestsContext);
  const open = counts?.data.find((entry) => entry.type === type && entry.id === id)?.open ?? 0;
  if (open === 0) return null;
  return (
    <>
      {' '}
      <span className="ea-user-area__count">
        <FormattedMessage
          id="userArea.entry.openRequests"
          defaultMessage="{count} offen"
          values={{ count: open }}
        />
      </span>
    </>
  );
}
