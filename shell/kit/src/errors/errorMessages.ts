import { defineMessages } from 'react-intl';

/**
 * The spec's general error texts (section 8) as messages of every micro-frontend's catalog:
 * `generic` after a failed action the visitor may retry, `fatal` when retrying will not help.
 */
export const ERROR_MESSAGES = defineMessages({
  generic: {
    id: 'kit.error.generic',
    defaultMessage: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
  },
  fatal: {
    id: 'kit.error.fatal',
    defaultMessage: 'Ein schwerwiegender Fehler ist aufgetreten. Bitte kontaktieren Sie uns.',
  },
  unauthorized: { id: 'kit.error.unauthorized', defaultMessage: 'Nicht autorisiert.' },
  download: { id: 'kit.error.download', defaultMessage: 'Download neu starten.' },
});
