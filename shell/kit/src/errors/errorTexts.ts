/**
 * The spec's general error texts (section 8), for any micro-frontend: `generic` after a failed
 * action the visitor may retry, `fatal` when retrying will not help.
 */
export const ERROR_TEXTS = {
  generic: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
  fatal: 'Ein schwerwiegender Fehler ist aufgetreten. Bitte kontaktieren Sie uns.',
  unauthorized: 'Nicht autorisiert.',
  download: 'Download neu starten.',
} as const;
