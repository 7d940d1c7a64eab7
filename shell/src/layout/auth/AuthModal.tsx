import { BODY_FLAG, useBodyFlag } from '@eventalp/shell-kit';
import { useEffect, useId } from 'react';
import { useIntl } from 'react-intl';
import type { AuthModalState } from './authModalState';
import { LoginForm } from './LoginForm';
import { PasswordRequestForm } from './PasswordRequestForm';
import { PasswordResetForm } from './PasswordResetForm';

/**
 * The auth modal (spec section 4): login, the reset request, or the reset form of a reset link.
 * Escape or the close button close it; `onChange` switches between the forms.
 */
export function AuthModal({
  state,
  onChange,
  onClose,
}: {
  state: AuthModalState;
  onChange: (state: AuthModalState) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const intl = useIntl();

  // The flag stays while the modal is open, whichever form it shows.
  useBodyFlag(BODY_FLAG.modalOpen, true);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  const title =
    state.view === 'login'
      ? intl.formatMessage({ id: 'shell.auth.title', defaultMessage: 'Anmelden' })
      : state.view === 'request'
        ? intl.formatMessage({
            id: 'shell.auth.requestTitle',
            defaultMessage: 'Passwort vergessen',
          })
        : intl.formatMessage({
            id: 'shell.auth.resetTitle',
            defaultMessage: 'Passwort zurücksetzen',
          });

  return (
    <div className="ea-modal-backdrop">
      <div className="ea-modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="ea-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="ea-modal__close"
            onClick={onClose}
            aria-label={intl.formatMessage({
              id: 'shell.auth.close',
              defaultMessage: 'Schliessen',
            })}
          >
            ×
          </button>
        </div>
        {state.view === 'login' && (
          <LoginForm notice={state.notice} onForgotPassword={() => onChange({ view: 'request' })} />
        )}
        {state.view === 'request' && (
          <PasswordRequestForm onBackToLogin={() => onChange({ view: 'login' })} />
        )}
        {state.view === 'reset' && (
          <PasswordResetForm
            token={state.token}
            email={state.email}
            onDone={(notice) => onChange({ view: 'login', notice })}
          />
        )}
      </div>
    </div>
  );
}
