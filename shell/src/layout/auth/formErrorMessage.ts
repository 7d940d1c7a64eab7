import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import type { IntlShape } from 'react-intl';

/**
 * The message an auth form shows for a failed request: the field's first validation message
 * (in the order of `fields`), the API's own text for 422 and 429, else the generic error.
 */
export function formErrorMessage(caught: unknown, fields: readonly string[], intl: IntlShape) {
  if (caught instanceof ValidationError) {
    for (const field of fields) {
      const message = caught.errors[field]?.[0];
      if (message) return message;
    }
    return caught.message;
  }
  if (caught instanceof RateLimitError && caught.body.message) return caught.body.message;
  if (caught instanceof HttpError && caught.status < 500 && caught.body.message)
    return caught.body.message;
  return intl.formatMessage({
    id: 'shell.error.generic',
    defaultMessage: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
  });
}
