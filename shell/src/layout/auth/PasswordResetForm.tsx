import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';

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
  const { busy, error, onSubmit } = useAuthForm(
    async (form) => {
      const answer = await accountsClient(http).resetPassword({
        token,
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
        password_confirmation: String(form.get('password_confirmation') ?? ''),
      });
      onDone(answer.message);
    },
    ['token', 'email', 'password', 'password_confirmation'],
  );

  return (
    <form className="ea-form" onSubmit={onSubmit} noValidate>
      <FormField
        label={<FormattedMessage id="shell.passwordReset.email" defaultMessage="E-Mail" />}
        name="email"
        type="email"
        autoComplete="email"
        defaultValue={email}
        required
      />
      <FormField
        label={
          <FormattedMessage id="shell.passwordReset.password" defaultMessage="Neues Passwort" />
        }
        name="password"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormField
        label={
          <FormattedMessage
            id="shell.passwordReset.confirmation"
            defaultMessage="Passwort bestätigen"
          />
        }
        name="password_confirmation"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormAlert message={error} />
      <button type="submit" className="ea-button ea-button--primary" disabled={busy}>
        <FormattedMessage id="shell.passwordReset.submit" defaultMessage="Passwort speichern" />
      </button>
    </form>
  );
}
