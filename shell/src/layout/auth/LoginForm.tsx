import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { RateLimitError, usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { afterLoginLocation } from './afterLoginLocation';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';

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
  const { busy, error, onSubmit } = useAuthForm(
    async (form) => {
      const { user } = await accountsClient(http).login({
        login: String(form.get('login') ?? ''),
        password: String(form.get('password') ?? ''),
      });
      auth.setUser(user);
      bus.emit('auth:changed', { user });
      // A full page load picks up the new session cookie, CSRF token and server-side guards.
      window.location.assign(afterLoginLocation(window.location));
    },
    ['login'],
    (caught) =>
      caught instanceof RateLimitError
        ? intl.formatMessage(
            {
              id: 'shell.login.throttled',
              defaultMessage:
                'Zu viele Anmeldeversuche. Bitte versuche es in {seconds} Sekunden erneut.',
            },
            { seconds: caught.retryAfter ?? 60 },
          )
        : null,
  );

  return (
    <form className="ea-form" onSubmit={onSubmit} noValidate>
      {notice && (
        <p role="status" className="ea-status--success">
          {notice}
        </p>
      )}
      <FormField
        label={
          <FormattedMessage id="shell.login.login" defaultMessage="Benutzername oder E-Mail" />
        }
        name="login"
        autoComplete="username"
        required
      />
      <FormField
        label={<FormattedMessage id="shell.login.password" defaultMessage="Passwort" />}
        name="password"
        type="password"
        autoComplete="current-password"
        required
      />
      <FormAlert message={error} />
      <button type="submit" className="ea-button ea-button--primary" disabled={busy}>
        <FormattedMessage id="shell.login.submit" defaultMessage="Anmelden" />
      </button>
      <button type="button" className="ea-link-button" onClick={onForgotPassword}>
        <FormattedMessage id="shell.login.forgotPassword" defaultMessage="Passwort vergessen?" />
      </button>
    </form>
  );
}
