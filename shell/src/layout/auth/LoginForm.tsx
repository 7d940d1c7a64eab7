import { RateLimitError, ValidationError, usePlatform, type User } from '@eventalp/shell-kit';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterLoginLocation } from './afterLoginLocation';

/** Login with user name or e-mail and password (`POST /api/auth/login`). */
export function LoginForm({
  notice,
  onForgotPassword,
}: {
  /** Shown above the form, e.g. after a password reset. */
  notice?: string;
  onForgotPassword: () => void;
}) {
  const { http, auth, bus } = usePlatform();
  const intl = useIntl();
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function messageFor(caught: unknown): string {
    if (caught instanceof ValidationError) {
      return caught.errors.login?.[0] ?? caught.message;
    }
    if (caught instanceof RateLimitError) {
      return intl.formatMessage(
        {
          id: 'shell.login.throttled',
          defaultMessage:
            'Zu viele Anmeldeversuche. Bitte versuche es in {seconds} Sekunden erneut.',
        },
        { seconds: caught.retryAfter ?? 60 },
      );
    }
    return intl.formatMessage({
      id: 'shell.error.generic',
      defaultMessage: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
    });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const { user } = await http.post<{ user: User }>('/auth/login', {
        login: String(form.get('login') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      auth.setUser(user);
      bus.emit('auth:changed', { user });
      // A full page load picks up the new session cookie, CSRF token and server-side guards.
      window.location.assign(afterLoginLocation(window.location));
    } catch (caught) {
      setError(messageFor(caught));
      setBusy(false);
    }
  }

  return (
    <form className="ea-form" onSubmit={submit} noValidate>
      {notice && (
        <p role="status" className="ea-status--success">
          {notice}
        </p>
      )}
      <label htmlFor={`${id}-login`}>
        <FormattedMessage id="shell.login.login" defaultMessage="Benutzername oder E-Mail" />
      </label>
      <input id={`${id}-login`} name="login" autoComplete="username" required />
      <label htmlFor={`${id}-password`}>
        <FormattedMessage id="shell.login.password" defaultMessage="Passwort" />
      </label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      {error && (
        <p role="alert" className="ea-form__error">
          {error}
        </p>
      )}
      <button type="submit" className="ea-button ea-button--primary" disabled={busy}>
        <FormattedMessage id="shell.login.submit" defaultMessage="Anmelden" />
      </button>
      <button type="button" className="ea-link-button" onClick={onForgotPassword}>
        <FormattedMessage id="shell.login.forgotPassword" defaultMessage="Passwort vergessen?" />
      </button>
    </form>
  );
}
