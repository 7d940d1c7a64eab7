import { usePlatform } from '@eventalp/shell-kit';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';

/** Shown whenever the API answers 429 (spec section 8). */
export function RateLimitDialog() {
  const { bus } = usePlatform();
  const [open, setOpen] = useState(false);
  const titleId = useId();

  useEffect(() => bus.on('http:rate-limited', () => setOpen(true)), [bus]);

  if (!open) return null;
  return (
    <div className="ea-modal-backdrop">
      <div className="ea-modal" role="alertdialog" aria-modal="true" aria-labelledby={titleId}>
        <h2 id={titleId}>
          <FormattedMessage
            id="shell.rateLimit.message"
            defaultMessage="Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut."
          />
        </h2>
        <button
          type="button"
          className="ea-button ea-button--primary"
          onClick={() => setOpen(false)}
        >
          <FormattedMessage id="shell.rateLimit.ok" defaultMessage="OK" />
        </button>
      </div>
    </div>
  );
}
