/** The request form's fields as the API takes them (POST /api/guest/requests). */
export interface RequestFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  company: string;
  desired_date: string;
  people: string;
  occasion: string;
  comment: string;
}

export type RequestErrors = Partial<Record<keyof RequestFields | 'entries', string[]>>;

/** The spec's German messages (sections 5 and 8), the same the API answers with. */
export const requestMessages = {
  required: 'Dieses Feld ist erforderlich.',
  lettersOnly: 'Bitte verwende nur Buchstaben.',
  email: 'Ungültige Emailadresse',
  phone: 'Ungültige Telefonnummer',
  dateInPast: 'Das Wunschdatum darf nicht in der Vergangenheit liegen.',
  people: 'Bitte gib eine Personenzahl von mindestens 1 an.',
  phoneDigits: 'Die Telefonnummer muss mindestens 10 Ziffern enthalten.',
} as const;

/** Longest comment the API takes; the textarea stops there. */
export const COMMENT_MAX_LENGTH = 2000;
const PHONE_MIN_DIGITS = 10;

const LETTERS = /^[\p{L}][\p{L}\s'’-]*$/u;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const PHONE = /^[+\d][\d\s/().-]*$/;

/**
 * The cheap checks the browser can make before sending (required fields, letters-only names,
 * e-mail and phone shape, a date from `today` on, a whole number of people); the API decides the
 * rest and its 422 messages are shown per field. `today` is 'YYYY-MM-DD'.
 */
export function checkRequest(fields: RequestFields, today: string): RequestErrors {
  const errors: RequestErrors = {};
  const add = (field: keyof RequestFields, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  for (const field of [
    'first_name',
    'last_name',
    'email',
    'phone',
    'desired_date',
    'people',
  ] as const) {
    if (!fields[field].trim()) add(field, requestMessages.required);
  }
  for (const field of ['first_name', 'last_name'] as const) {
    if (fields[field].trim() && !LETTERS.test(fields[field].trim()))
      add(field, requestMessages.lettersOnly);
  }
  if (fields.email.trim() && !EMAIL.test(fields.email.trim())) add('email', requestMessages.email);
  if (fields.phone.trim() && !PHONE.test(fields.phone.trim())) add('phone', requestMessages.phone);
  else if (fields.phone.trim() && fields.phone.replace(/\D/g, '').length < PHONE_MIN_DIGITS)
    add('phone', requestMessages.phoneDigits);
  if (fields.desired_date && fields.desired_date < today)
    add('desired_date', requestMessages.dateInPast);
  if (fields.people.trim() && !/^[1-9]\d*$/.test(fields.people.trim()))
    add('people', requestMessages.people);
  return errors;
}

/** Today in Switzerland as 'YYYY-MM-DD' (the API judges "not in the past" there too). */
export function swissToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Zurich',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/** The API body: trimmed texts, optional fields left out when empty, people as a number. */
export function requestBody(
  fields: RequestFields,
  entries: { type: 'location' | 'provider'; id: number }[],
) {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    entries,
    first_name: fields.first_name.trim(),
    last_name: fields.last_name.trim(),
    email: fields.email.trim(),
    phone: fields.phone.trim(),
    company: optional(fields.company),
    desired_date: fields.desired_date,
    people: Number(fields.people),
    occasion: optional(fields.occasion),
    comment: optional(fields.comment),
  };
}
