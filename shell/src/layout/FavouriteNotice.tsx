import { usePlatform } from '@eventalp/shell-kit';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** How long the bookmark confirmation stays (spec section 9). */
export const FAVOURITE_NOTICE_MS = 4000;

/** '{title} wurde deiner Merkliste hinzugefügt.' after a bookmark in any micro-frontend. */
export function FavouriteNotice() {
  const { bus } = usePlatform();
  const [notice, setNotice] = useState<{ title: string; key: number } | null>(null);

  useEffect(
    () => bus.on('favourites:added', ({ title }) => setNotice({ title, key: Date.now() })),
    [bus],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), FAVOURITE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return (
    <div role="status" className="ea-notice-area">
      {notice && (
        <p className="ea-notice">
          <FormattedMessage
            id="shell.favourites.added"
            defaultMessage="{title} wurde deiner Merkliste hinzugefügt."
            values={{ title: notice.title }}
          />
        </p>
      )}
    </div>
  );
}
