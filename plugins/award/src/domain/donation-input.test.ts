import { fieldErrorsOf } from '@eventalp/platform-sdk';
import { countryOfZip, donationInput, francsOf, rappenOf } from './donation-input';

const donor = {
  company: 'Muster AG',
  contact: 'Anna Muster',
  street: 'Seestrasse 12',
  zip: '8002',
  city: 'Zürich',
  email: 'Anna.Muster@Example.CH',
  amount: '50',
};

describe('rappenOf', () => {
  it.each<[unknown, number | null]>([
    ['50', 5000],
    ['50.5', 5050],
    ['50.50', 5050],
    ['50,05', 5005],
    [' 1000 ', 100000],
    ["1'000.25", 100025],
    ['1’000', 100000],
    ['1 000,50', 100050],
    ['50.-', 5000],
    ['50.–', 5000],
    ['0.01', 1],
    [25, 2500],
    [25.1, 2510],
    [19.99, 1999],
    ['50.505', null],
    [10.005, null],
    ['-5', null],
    [-5, null],
    ['+5', null],
    ['5e2', null],
    ['0x10', null],
    ['fünfzig', null],
    ['50 CHF', null],
    ["1'00", null],
    ['', null],
    [Number.NaN, null],
    [Number.POSITIVE_INFINITY, null],
    [true, null],
    [null, null],
  ])('reads %p as %p Rappen', (value, rappen) => {
    expect(rappenOf(value)).toBe(rappen);
  });
});

describe('francsOf', () => {
  it.each([
    [5000, '50.00'],
    [5005, '50.05'],
    [1, '0.01'],
    [10000000, '100000.00'],
  ])('writes %p Rappen as %p', (rappen, francs) => {
    expect(francsOf(rappen)).toBe(francs);
  });
});

describe('countryOfZip', () => {
  it.each([
    ['8002', 'CH'],
    ['9484', 'CH'],
    ['9485', 'LI'],
    ['9490', 'LI'],
    ['9498', 'LI'],
    ['9499', 'CH'],
  ])('puts %s in %s', (zip, country) => {
    expect(countryOfZip(zip)).toBe(country);
  });
});

describe('donationInput', () => {
  it('takes a donation: amount in Rappen, e-mail lower-cased, empty texts null, language de', () => {
    expect(donationInput.parse({ ...donor, amount: '1’250.5', message: ' ' })).toEqual({
      company: 'Muster AG',
      contact: 'Anna Muster',
      street: 'Seestrasse 12',
      zip: '8002',
      city: 'Zürich',
      email: 'anna.muster@example.ch',
      amount: 125050,
      message: null,
      language: 'de',
    });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no company (a private donor)', { company: '' }],
    ['the smallest amount', { amount: '1' }],
    ['the largest amount', { amount: "100'000.00" }],
    ['an amount as a JSON number', { amount: 75.25 }],
    ['another language', { language: 'fr' }],
  ])('takes %s', (_case, change) => {
    expect(donationInput.safeParse({ ...donor, ...change }).success).toBe(true);
  });

  const AMOUNT_FORMAT = 'Bitte gib einen Betrag in Franken ein, z. B. 50 oder 50.50.';
  it.each<[string, Record<string, unknown>, Record<string, string[]>]>([
    ['no amount', { amount: undefined }, { amount: ['Dieses Feld ist erforderlich.'] }],
    ['an empty amount', { amount: ' ' }, { amount: ['Dieses Feld ist erforderlich.'] }],
    ['a zero amount', { amount: '0' }, { amount: ['Der Betrag muss mindestens CHF 1.00 sein.'] }],
    [
      'below a franc',
      { amount: '0.99' },
      { amount: ['Der Betrag muss mindestens CHF 1.00 sein.'] },
    ],
    [
      'above the maximum',
      { amount: '100000.01' },
      { amount: ["Der Betrag darf höchstens CHF 100'000.00 sein."] },
    ],
    ['a negative amount', { amount: '-50' }, { amount: [AMOUNT_FORMAT] }],
    ['a negative number', { amount: -50 }, { amount: [AMOUNT_FORMAT] }],
    ['three decimals', { amount: '50.125' }, { amount: [AMOUNT_FORMAT] }],
    ['letters', { amount: 'fünfzig' }, { amount: [AMOUNT_FORMAT] }],
    ['an exponent', { amount: '1e3' }, { amount: [AMOUNT_FORMAT] }],
    ['a boolean', { amount: true }, { amount: [AMOUNT_FORMAT] }],
    ['an overlong text', { amount: '1'.repeat(40) }, { amount: [AMOUNT_FORMAT] }],
    ['no contact', { contact: ' ' }, { contact: ['Dieses Feld ist erforderlich.'] }],
    [
      'a one-letter contact',
      { contact: 'A' },
      { contact: ['Dieses Feld muss mindestens 2 Zeichen lang sein.'] },
    ],
    ['no street', { street: undefined }, { street: ['Dieses Feld ist erforderlich.'] }],
    ['no zip', { zip: '' }, { zip: ['Dieses Feld ist erforderlich.'] }],
    ['a zip with letters', { zip: '80a2' }, { zip: ['Ungültiges Format'] }],
    ['a German zip', { zip: '80331' }, { zip: ['Ungültiges Format'] }],
    ['no city', { city: '' }, { city: ['Dieses Feld ist erforderlich.'] }],
    ['a bad e-mail', { email: 'anna@' }, { email: ['Ungültige Emailadresse'] }],
    ['no e-mail', { email: '' }, { email: ['Dieses Feld ist erforderlich.'] }],
    [
      'an overlong message',
      { message: 'x'.repeat(2001) },
      { message: ['Dieses Feld darf maximal 2000 Zeichen lang sein.'] },
    ],
    ['an unknown language', { language: 'es' }, { language: ['Ungültiges Format'] }],
  ])('refuses %s with the spec’s texts', (_case, change, errors) => {
    const result = donationInput.safeParse({ ...donor, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrorsOf(result.error)).toEqual(errors);
  });
});
