import { fieldErrorsOf } from '@eventalp/platform-sdk';
import { requestInput } from './request-input';

const today = '2026-11-21';
const valid = {
  entries: [{ type: 'location', id: 12 }],
  first_name: 'Anna-Lena',
  last_name: "D'Amico Müller",
  email: 'anna@example.ch',
  phone: '+41 44 123 45 67',
  desired_date: '2026-12-24',
  people: '80',
};

const errorsOf = (change: object) => {
  const result = requestInput(today).safeParse({ ...valid, ...change });
  return result.success ? {} : fieldErrorsOf(result.error);
};

describe('requestInput', () => {
  it.each([
    ['a valid request', {}, {}],
    ['today as desired date', { desired_date: today }, {}],
    [
      'digits in a name',
      { first_name: 'Anna2' },
      { first_name: ['Bitte verwende nur Buchstaben.'] },
    ],
    ['a missing last name', { last_name: '' }, { last_name: ['Dieses Feld ist erforderlich.'] }],
    ['a bad e-mail', { email: 'anna@' }, { email: ['Ungültige Emailadresse'] }],
    ['letters in the phone', { phone: '044 abc' }, { phone: ['Ungültige Telefonnummer'] }],
    [
      'too few phone digits',
      { phone: '044 123' },
      { phone: ['Die Telefonnummer muss mindestens 10 Ziffern enthalten.'] },
    ],
    [
      'a past date',
      { desired_date: '2026-11-20' },
      { desired_date: ['Das Wunschdatum darf nicht in der Vergangenheit liegen.'] },
    ],
    ['an impossible date', { desired_date: '2026-02-30' }, { desired_date: ['Ungültiges Format'] }],
    [
      'a date in another format',
      { desired_date: '24.12.2026' },
      { desired_date: ['Ungültiges Format'] },
    ],
    [
      'zero people',
      { people: 0 },
      { people: ['Bitte gib eine Personenzahl von mindestens 1 an.'] },
    ],
    ['no entries', { entries: [] }, { entries: ['Dieses Feld ist erforderlich.'] }],
    [
      'the same entry twice',
      {
        entries: [
          { type: 'location', id: 1 },
          { type: 'location', id: 1 },
        ],
      },
      { entries: ['Ungültiges Format'] },
    ],
    [
      'an unknown entry type',
      { entries: [{ type: 'hotel', id: 1 }] },
      { 'entries.0.type': ['Ungültiges Format'] },
    ],
  ])('%s', (_case, change, expected) => {
    expect(errorsOf(change)).toEqual(expected);
  });

  it('keeps optional texts empty as null and counts people as a number', () => {
    const parsed = requestInput(today).parse({ ...valid, company: ' ', comment: '' });
    expect(parsed).toMatchObject({ company: null, comment: null, people: 80 });
  });
});
