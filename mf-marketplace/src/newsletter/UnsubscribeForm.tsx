import { usePlatform } from '@eventalp/shell-kit';
import { useState, type FormEvent } from 'react';
import { FormattedMessage } from 'react-intl';

type State = { status: 'idle' | 'loading' } | { status: 'done' | 'error'; message: string };

/** Confirms an unsubscribe link with one click (a GET alone must not unsubscribe: mail scanners open links). */
export function UnsubscribeForm({ token }: { token: string }) {
  const { http } = usePlatform();
  const [state, setState] = useState<State>({ status: 'idle' });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (state.status === 'loading') return;
    setState({ status: 'loading' });
    try {
      const answer = await http.post<{ message: string }>('/guest/newsletter/unsubscribe', {
        token,
      });
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
      <p>
        <FormattedMessage
          id="marketplace.newsletter.unsubscribeIntro"
          defaultMessage="Möchtest du keine Newsletter mehr von uns erhalten? Ein Klick genügt."
        />
      </p>
      {state.status === 'error' && (
        <p role="alert" className="ea-form__error">
          {state.message}
        </p>
      )}
      <button type="submit" className="ea-button ea-button--primary">
        <FormattedMessage
          id="marketplace.newsletter.unsubscribe"
          defaultMessage="Newsletter abbestellen"
        />
      </button>
    </form>
  );
}
