import { usePlatform } from '@eventalp/shell-kit';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formErrorMessage } from './formErrorMessage';

/** Asks for a reset link by e-mail (`POST /api/auth/password/email`). */
export function PasswordRequestForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { http } = usePlatform();
  const intl = useIntl();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await http.post<{ message: string }>('/auth/password/email', {
        email: String(form.get('email') ?? '').trim(),
      });
      setSent(answer.message);
    } catch (caught) {
      setError(formErrorMessage(caught, ['email'], intl));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="ea-form" onSubmit={submit} noValidate>
      <p>
        <FormattedMessage
          id="shell.passwordRequest.intro"
          defaultMessage="Gib die E-Mail-Adresse deines Kontos ein. Wir senden dir einen Link zum Zurücksetzen des Passworts."
        />
      </p>
      <label htmlFor={`${id}-email`}>
        <FormattedMessage id="shell.passwordRequest.email" defaultMessage="E-Mail" />
      </label>
      <input id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      {error && (
        <p role="alert" className="ea-form__error">
          {error}
        </p>
      )}
      {sent && (
        <p role="status" className="ea-status--success">
          {sent}
        </p>
      )}
      <button type="submit" className="ea-button ea-button--primary" disabled={busy}>
        <FormattedMessage id="shell.passwordRequest.submit" defaultMessage="Link senden" />
      </button>
      <button type="button" className="ea-link-button" onClick={onBackToLogin}>
        <FormattedMessage id="shell.passwordRequest.back" defaultMessage="Zurück zum Login" />
      </button>
    </form>
  );
}
