import { usePlatform } from '@eventalp/shell-kit';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formErrorMessage } from './formErrorMessage';

/** Sets a new password with the token of a reset link (`POST /api/auth/password/reset`). */
export function PasswordResetForm({
  token,
  email,
  onDone,
}: {
  token: string;
  email: string;
  /** Called with the API's confirmation once the password is set. */
  onDone: (message: string) => void;
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const answer = await http.post<{ message: string }>('/auth/password/reset', {
        token,
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
        password_confirmation: String(form.get('password_confirmation') ?? ''),
      });
      onDone(answer.message);
    } catch (caught) {
      setError(
        formErrorMessage(caught, ['token', 'email', 'password', 'password_confirmation'], intl),
      );
      setBusy(false);
    }
  }

  return (
    <form className="ea-form" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-email`}>
        <FormattedMessage id="shell.passwordReset.email" defaultMessage="E-Mail" />
      </label>
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        required
      />
      <label htmlFor={`${id}-password`}>
        <FormattedMessage id="shell.passwordReset.password" defaultMessage="Neues Passwort" />
      </label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
      />
      <label htmlFor={`${id}-confirmation`}>
        <FormattedMessage
          id="shell.passwordReset.confirmation"
          defaultMessage="Passwort bestätigen"
        />
      </label>
      <input
        id={`${id}-confirmation`}
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
      {error && (
        <p role="alert" className="ea-form__error">
          {error}
        </p>
      )}
      <button type="submit" className="ea-button ea-button--primary" disabled={busy}>
        <FormattedMessage id="shell.passwordReset.submit" defaultMessage="Passwort speichern" />
      </button>
    </form>
  );
}
