import { accountsClient } from '@eventalp/plugin-accounts/domain';
import { usePlatform, ValidationError } from '@eventalp/shell-kit';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import './guest.css';

/**
 * `/site/guest/email/verify/{token}`: one click confirms the address (a link only opened, e.g. by
 * a mail scanner, confirms nothing), single use.
 */
export function VerifyEmailPage({ data }: { data: { token: string } }) {
  const { http } = usePlatform();
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' } | { kind: 'done' | 'failed'; message: string }
  >({ kind: 'idle' });
  async function confirm() {
    if (state.kind === 'busy') return;
    setState({ kind: 'busy' });
    try {
      setState({
        kind: 'done',
        message: (await accountsClient(http).verifyEmail(data.token)).message,
      });
    } catch (error) {
      setState({
        kind: 'failed',
        message: error instanceof ValidationError ? error.message : String(error),
      });
    }
  }
  return (
    <div className="ea-guest">
      <h1>
        <FormattedMessage id="userArea.verify.title" defaultMessage="E-Mail-Adresse bestätigen" />
      </h1>
      {state.kind === 'done' ? (
        <>
          <p role="status" className="ea-status ea-status--success">
            {state.message}
          </p>
          <p>
            <a href="/site/user/dashboard" className="ea-button ea-button--primary">
              <FormattedMessage
                id="userArea.verify.continue"
                defaultMessage="Weiter zu meinem Bereich"
              />
            </a>
          </p>
        </>
      ) : (
        <>
          <button
            type="button"
            className="ea-button ea-button--primary"
            onClick={confirm}
            disabled={state.kind === 'busy'}
          >
            <FormattedMessage
              id="userArea.verify.confirm"
              defaultMessage="E-Mail-Adresse jetzt bestätigen"
            />
          </button>
          {state.kind === 'failed' && (
            <p role="alert" className="ea-status ea-status--error">
              {state.message}
            </p>
          )}
        </>
      )}
    </div>
  );
}
