import { checkRequest, requestBody, requestMessages, type RequestFields } from './requestChecks';

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
const today = '2026-11-21';

describe('checkRequest', () => {
  it('accepts a complete request', () => {
    expect(checkRequest(valid, today)).toEqual({});
  });

  it.each([
    ['a missing first name', { first_name: ' ' }, { first_name: [requestMessages.required] }],
    ['digits in a name', { last_name: 'Müller2' }, { last_name: [requestMessages.lettersOnly] }],
    ['a bad e-mail', { email: 'anna@' }, { email: [requestMessages.email] }],
    ['letters in the phone', { phone: '044 abc' }, { phone: [requestMessages.phone] }],
    ['too few phone digits', { phone: '044 123' }, { phone: [requestMessages.phoneDigits] }],
    [
      'a date in the past',
      { desired_date: '2026-11-20' },
      { desired_date: [requestMessages.dateInPast] },
    ],
    ['no date', { desired_date: '' }, { desired_date: [requestMessages.required] }],
    ['zero people', { people: '0' }, { people: [requestMessages.people] }],
    ['a fraction of people', { people: '2.5' }, { people: [requestMessages.people] }],
  ])('rejects %s', (_case, change, errors) => {
    expect(checkRequest({ ...valid, ...change }, today)).toEqual(errors);
  });

  it('accepts today as the desired date', () => {
    expect(checkRequest({ ...valid, desired_date: today }, today)).toEqual({});
  });
});

it('requestBody sends people as a number and leaves empty optional fields out', () => {
  expect(
    requestBody({ ...valid, company: ' ', comment: ' Bitte mit Apéro ' }, [
      { type: 'location', id: 42 },
    ]),
  ).toEqual({
    entries: [{ type: 'location', id: 42 }],
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
