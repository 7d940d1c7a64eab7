import { usePlatform } from '@eventalp/shell-kit';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

type State = { status: 'idle' | 'loading' } | { status: 'done' | 'error'; message: string };

/**
 * One button that posts the token of a mail's link. A link opened (GET) changes nothing: mail
 * scanners and link previews open links, so confirming or unsubscribing takes this click.
 */
function TokenForm(props: {
  endpoint: string;
  token: string;
  intro: ReactNode;
  button: ReactNode;
}) {
  const { http } = usePlatform();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      const answer = await http.post<{ message: string }>(props.endpoint, { token: props.token });
      setState({ status: 'done', message: answer.message });
    } catch (error) {
      const errors = (error as { errors?: Record<string, string[]> }).errors;
      setState({
        status: 'error',
        message: errors?.token?.[0] ?? 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
      });
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
      <button type="submit" className="ea-button ea-button--primary">
        {props.button}
      </button>
    </form>
  );
}

/** The opt-in mail's link: one click confirms the subscription. */
export function ConfirmForm({ token }: { token: string }) {
  return (
    <TokenForm
      endpoint="/guest/newsletter/confirm"
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
      endpoint="/guest/newsletter/unsubscribe"
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
