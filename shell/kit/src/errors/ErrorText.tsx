import { useIntl } from 'react-intl';
import { ERROR_MESSAGES } from './errorMessages';

/** One of the spec's general error texts, in the page's language (`generic` unless told). */
export function ErrorText({ kind = 'generic' }: { kind?: keyof typeof ERROR_MESSAGES }) {
  return <>{useIntl().formatMessage(ERROR_MESSAGES[kind])}</>;
}
