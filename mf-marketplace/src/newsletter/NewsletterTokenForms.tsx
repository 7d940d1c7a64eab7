import type { MessageAnswer } from '@eventalp/platform-sdk';
import { newsletterClient } from '@eventalp/plugin-newsletter/domain';
import { ERROR_MESSAGES, usePlatform, ValidationError } from '@eventalp/shell-kit';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

type State = { status: 'idle' | 'loading' } | { status: 'done' | 'error'; message: string };

/**
 * One button that posts the token of a mail's link. A link opened (GET) changes nothing: mail
 * scanners and link previews open links, so confirming or unsubscribing takes this click.
 */
function TokenForm(props: {
  send: (newsletter: ReturnType<typeof newsletterClient>, token: string) => Promise<MessageAnswer>;
  token: string;
  intro: ReactNode;
  button: ReactNode;
}) {
  const { http } = usePlatform();
  const intl = useIntl();
  const [state, setState] = useState<State>({ status: 'idle' });
  // A ref, not state: a second click in the same tick must already see the first one.
  const busy = useRef(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    setState({ status: 'loading' });
    try {
      const answer = await props.send(newsletterClient(http), props.token);
      setState({ status: 'done', message: answer.message });
    } catch (error) {
      const invalid = error instanceof ValidationError ? error.errors.token?.[0] : undefined;
      setState({ status: 'error', message: invalid ?? intl.formatMessage(ERROR_MESSAGES.generic) });
    } finally {
      busy.current = false;
    }
  }

  if (state.status === 'done')
    return (
      <p role="status" className="ea-status ea-status--success">
        {state.message}
      </p>
    );
  return (
    <form className="ea-form" onSubmit={submit}>
      <p>{props.intro}</p>
      {state.status === 'error' && (
        <p role="alert" className="ea-form__error">
          {state.message}
        </p>
      )}
      <button
        type="submit"
        className="ea-button ea-button--primary"
        aria-disabled={state.status === 'loading'}
      >
        {props.button}
      </button>
    </form>
  );
}

/** The opt-in mail's link: one click confirms the subscription. */
export function ConfirmForm({ token }: { token: string }) {
  return (
    <TokenForm
      send={(newsletter, token) => newsletter.confirm(token)}
      token={token}
      intro={
        <FormattedMessage
          id="marketplace.newsletter.confirmIntro"
          defaultMessage="Fast geschafft: Bestätige jetzt deine Anmeldung zum Newsletter."
        />
      }
      button={
        <FormattedMessage
          id="marketplace.newsletter.confirm"
          defaultMessage="Anmeldung bestätigen"
        />
      }
    />
  );
}

/** The unsubscribe link of every newsletter mail: one click unsubscribes. */
export function UnsubscribeForm({ token }: { token: string }) {
  return (
    <TokenForm
      send={(newsletter, token) => newsletter.unsubscribe(token)}
      token={token}
      intro={
        <FormattedMessage
          id="marketplace.newsletter.unsubscribeIntro"
          defaultMessage="Möchtest du keine Newsletter mehr von uns erhalten? Ein Klick genügt."
        />
      }
      button={
        <FormattedMessage
          id="marketplace.newsletter.unsubscribe"
          defaultMessage="Newsletter abbestellen"
        />
      }
    />
  );
}
