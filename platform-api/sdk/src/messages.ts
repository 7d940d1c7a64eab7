/** The spec's generic German texts (section 5 and 8), shared by schemas and error answers. */
export const messages = {
  required: 'Dieses Feld ist erforderlich.',
  email: 'Ungültige Emailadresse',
  format: 'Ungültiges Format',
  phone: 'Ungültige Telefonnummer',
  generic: 'Es ist ein Fehler aufgetreten. Versuchen Sie es erneut.',
  fatal: 'Ein schwerwiegender Fehler ist aufgetreten. Bitte kontaktieren Sie uns.',
  unauthorized: 'Nicht autorisiert.',
  notFound: 'Die Seite wurde nicht gefunden.',
  tooManyForms:
    'Du hast das Limit für Formularübermittlungen erreicht. Bitte versuche es in einer Minute erneut.',
  csrf: 'Die Sitzung ist abgelaufen. Bitte lade die Seite neu.',
  minLength: (min: number) => `Dieses Feld muss mindestens ${min} Zeichen lang sein.`,
  maxLength: (max: number) => `Dieses Feld darf maximal ${max} Zeichen lang sein.`,
  phoneDigits: (num: number) => `Die Telefonnummer muss mindestens ${num} Ziffern enthalten.`,
} as const;
