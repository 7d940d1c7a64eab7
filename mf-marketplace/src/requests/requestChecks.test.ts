import * as rules from '@eventalp/plugin-requests/domain';
import { checkRequest, requestBody, type RequestFields } from './requestChecks';

const valid: RequestFields = {
  first_name: 'Anna-Lena',
  last_name: 'Müller',
  email: 'anna@example.ch',
  phone: '+41 44 123 45 67',
  company: '',
  desired_date: '2026-12-24',
  people: '80',
  occasion: '',
  comment: '',
};
const entries = [{ type: 'location' as const, id: 42 }];
// 21 November 2026, noon in Zurich.
const now = new Date('2026-11-21T11:00:00Z');

describe('checkRequest (the API schema, run in the browser)', () => {
  it('accepts a complete request, and today as the desired date', () => {
    expect(checkRequest(rules, valid, entries, now)).toEqual({});
    expect(checkRequest(rules, { ...valid, desired_date: '2026-11-21' }, entries, now)).toEqual({});
  });

  it.each([
    [
      'a missing first name',
      { first_name: ' ' },
      { first_name: ['Dieses Feld ist erforderlich.'] },
    ],
    [
      'digits in a name',
      { last_name: 'Müller2' },
      { last_name: ['Bitte verwende nur Buchstaben.'] },
    ],
    ['a bad e-mail', { email: 'anna@' }, { email: ['Ungültige Emailadresse'] }],
    ['letters in the phone', { phone: '044 abc' }, { phone: ['Ungültige Telefonnummer'] }],
    [
      'too few phone digits',
      { phone: '044 123' },
      { phone: ['Die Telefonnummer muss mindestens 10 Ziffern enthalten.'] },
    ],
    [
      'a date in the past',
      { desired_date: '2026-11-20' },
      { desired_date: ['Das Wunschdatum darf nicht in der Vergangenheit liegen.'] },
    ],
    ['no date', { desired_date: '' }, { desired_date: ['Dieses Feld ist erforderlich.'] }],
    [
      'zero people',
      { people: '0' },
      { people: ['Bitte gib eine Personenzahl von mindestens 1 an.'] },
    ],
    [
      'a fraction of people',
      { people: '2.5' },
      { people: ['Bitte gib eine Personenzahl von mindestens 1 an.'] },
    ],
  ])('rejects %s with the API message', (_case, change, errors) => {
    expect(checkRequest(rules, { ...valid, ...change }, entries, now)).toEqual(errors);
  });

  it('reports problems with the entries under entries', () => {
    expect(checkRequest(rules, valid, [], now)).toEqual({
      entries: ['Dieses Feld ist erforderlich.'],
    });
  });
});

it('requestBody sends people as a number and leaves empty optional fields out', () => {
  expect(requestBody({ ...valid, company: ' ', comment: ' Bitte mit Apéro ' }, entries)).toEqual({
    entries,
    first_name: 'Anna-Lena',
    last_name: 'Müller',
    email: 'anna@example.ch',
    phone: '+41 44 123 45 67',
    company: undefined,
    desired_date: '2026-12-24',
    people: 80,
    occasion: undefined,
    comment: 'Bitte mit Apéro',
  });
});
