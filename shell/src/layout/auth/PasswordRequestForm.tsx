import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { usePlatform } from '@eventalp/shell-kit';
import { FormField } from '@eventalp/shell-ui';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';

/** Asks for a reset link by e-mail (`POST /api/auth/password/email`). */
export function PasswordRequestForm({ onBackToLogin }: { onBackToLogin: () => void }) {
  const { http } = usePlatform();
  const [sent, setSent] = useState<string | null>(null);
  const { busy, error, onSubmit } = useAuthForm(
    async (form) => {
      setSent(null);
      const answer = await accountsClient(http).requestPasswordReset({
        email: String(form.get('email') ?? '').trim(),
      });
      setSent(answer.message);
    },
    ['email'],
  );

  return (
    <form className="ea-form" onSubmit={onSubmit} noValidate>
      <p>
        <FormattedMessage
          id="shell.passwordRequest.intro"
          defaultMessage="Gib die E-Mail-Adresse deines Kontos ein. Wir senden dir einen Link zum Zurücksetzen des Passworts."
        />
      </p>
      <FormField
        label={<FormattedMessage id="shell.passwordRequest.email" defaultMessage="E-Mail" />}
        name="email"
        type="email"
        autoComplete="email"
        required
      />
      <FormAlert message={error} />
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
