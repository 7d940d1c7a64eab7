import { catalogOwnerClient, type OwnerEntry } from '@eventalp/plugin-catalog/domain';
import { HttpError, usePlatform, useUser } from '@eventalp/shell-kit';
import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';

/**
 * Hands a draft in for the back office's approval; an unconfirmed e-mail address must be confirmed
 * first (the link can be sent again).
 */
export function ReleaseButton({ entry }: { entry: OwnerEntry }) {
  const { http } = usePlatform();
  const user = useUser();
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<{ message: string }>) => {
    if (busy) return;
    setBusy(true);
    try {
      setMessage({ text: (await action()).message, error: false });
    } catch (error) {
      setMessage({ text: error instanceof HttpError ? error.message : String(error), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="ea-actions">
      {user && !user.email_verified ? (
        <>
          <p className="ea-status--info">
            <FormattedMessage
              id="userArea.release.verifyFirst"
              defaultMessage="Bitte bestätige zuerst deine E-Mail-Adresse. Danach kannst du den Eintrag zur Prüfung einreichen."
            />
          </p>
          <button
            type="button"
            className="ea-button"
            disabled={busy}
            onClick={() => run(() => accountsClient(http).resendVerification())}
          >
            <FormattedMessage
              id="userArea.release.resend"
              defaultMessage="Bestätigungslink erneut senden"
            />
          </button>
        </>
      ) : (
        <button
          type="button"
          className="ea-button ea-button--primary"
          disabled={busy}
          onClick={() => run(() => catalogOwnerClient(http).release(entry.type, entry.id))}
        >
          <FormattedMessage id="userArea.release.submit" defaultMessage="Zur Prüfung einreichen" />
        </button>
      )}
      {message && (
        <p
          role={message.error ? 'alert' : 'status'}
          className={message.error ? 'ea-form__error' : 'ea-status--success'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}
