import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LoginForm } from './LoginForm';

/** The auth modal (spec section 4): for now the login form. Escape or the close button close it. */
export function AuthModal({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const intl = useIntl();

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKeyDown);
    document.body.classList.add('ea-modal-open');
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.classList.remove('ea-modal-open');
    };
  }, [onClose]);

  return (
    <div className="ea-modal-backdrop">
      <div className="ea-modal" role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <div className="ea-modal__head">
          <h2 id={titleId}>
            <FormattedMessage id="shell.auth.title" defaultMessage="Anmelden" />
          </h2>
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
        <LoginForm />
      </div>
    </div>
  );
}
