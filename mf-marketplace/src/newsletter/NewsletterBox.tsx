import { ERROR_MESSAGES, usePlatform } from '@eventalp/shell-kit';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { newsletterClient, newsletterPath } from '@eventalp/plugin-newsletter/domain';
import { loadNewsletterRules, submitNewsletter } from './newsletterSubmit';
import './newsletter.css';

type BoxState = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string };

/**
 * The newsletter box (spec section 4): idle, loading (further submits ignored), then off to the
 * newsletter page's success state, or an error. Used on the home page and the newsletter page.
 */
export function NewsletterBox() {
  const { http, brand } = usePlatform();
  const intl = useIntl();
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<BoxState>({ status: 'idle' });
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'loading' });
    const outcome = await loadNewsletterRules()
      .then((rules) =>
        submitNewsletter(email, { rules, brand, newsletter: newsletterClient(http) }),
      )
      .catch(() => ({ kind: 'failed', message: '' }) as const);
    busy.current = false;
    switch (outcome.kind) {
      case 'subscribed':
        setEmail('');
        setState({ status: 'idle' });
        window.location.assign(outcome.target);
        return;
      case 'email_used':
        setState({ status: 'error', message: outcome.message });
        window.location.assign(outcome.target);
        return;
      case 'rate_limited':
        setState({ status: 'idle' });
        return;
      case 'failed':
        // 'Fehler im Abonnement.' belongs to the subscribe route only (spec section 8); the box
        // elsewhere (home) says the generic error.
        setState({
          status: 'error',
          message:
            window.location.pathname === newsletterPath(brand) && outcome.message
              ? outcome.message
              : intl.formatMessage(ERROR_MESSAGES.generic),
        });
        return;
      default:
        setState({ status: 'error', message: outcome.message });
    }
  }

  const errorId = `${id}-error`;
  return (
    <form
      className="ea-newsletter-box"
      noValidate
      onSubmit={submit}
      aria-busy={state.status === 'loading'}
    >
      <label htmlFor={`${id}-email`} className="ea-newsletter-box__label">
        <FormattedMessage
          id="marketplace.newsletter.label"
          defaultMessage="Deine E-Mail-Adresse für den Newsletter"
        />
      </label>
      <div className="ea-newsletter-box__row">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          placeholder={intl.formatMessage({
            id: 'marketplace.newsletter.placeholder',
            defaultMessage: 'name@beispiel.ch',
          })}
          aria-invalid={state.status === 'error'}
          aria-describedby={state.status === 'error' ? errorId : undefined}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button
          type="submit"
          className="ea-button ea-button--primary"
          aria-disabled={state.status === 'loading'}
        >
          {state.status === 'loading' ? (
            <FormattedMessage
              id="marketplace.newsletter.sending"
              defaultMessage="Wird gesendet …"
            />
          ) : (
            <FormattedMessage id="marketplace.newsletter.subscribe" defaultMessage="Abonnieren" />
          )}
        </button>
      </div>
      {state.status === 'error' && (
        <p id={errorId} role="alert" className="ea-form__error">
          {state.message}
        </p>
      )}
    </form>
  );
}
