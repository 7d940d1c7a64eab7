import { ERROR_MESSAGES, HttpError, ValidationError } from '@eventalp/shell-kit';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl, type IntlShape } from 'react-intl';

/**
 * The message an auth form shows for a failed request: the first validation message of its
 * fields (in the order of `fields`), the API's own text for other 4xx answers (429 included:
 * the login's throttle names the seconds), else the spec's generic error.
 */
export function formErrorMessage(caught: unknown, fields: readonly string[], intl: IntlShape) {
  if (caught instanceof ValidationError) {
    for (const field of fields) {
      const message = caught.errors[field]?.[0];
      if (message) return message;
    }
    return caught.message;
  }
  if (caught instanceof HttpError && caught.status < 500 && caught.body.message)
    return caught.body.message;
  return intl.formatMessage(ERROR_MESSAGES.generic);
}

/**
 * Submit handling every auth form shares: the form's values to `send`, busy while it runs (a
 * second submit meanwhile is ignored), the failure as one message (`formErrorMessage` over
 * `fields`, unless `messageFor` says otherwise).
 */
export function useAuthForm(
  send: (form: FormData) => Promise<void>,
  fields: readonly string[],
  messageFor?: (caught: unknown) => string | null,
) {
  const intl = useIntl();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      await send(form);
    } catch (caught) {
      setError(messageFor?.(caught) ?? formErrorMessage(caught, fields, intl));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  return { busy, error, onSubmit };
}
