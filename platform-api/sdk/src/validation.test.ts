import { z } from 'zod';
import { ValidationError } from './errors';
import {
  decimalNumber,
  emailAddress,
  nulCharacterPath,
  optionalText,
  parseInput,
  requiredText,
  text,
  wholeNumber,
} from './validation';

describe('input validation', () => {
  const schema = z.object({
    name: requiredText({ min: 2 }),
    email: emailAddress(),
    note: optionalText(5),
  });

  it.each([
    ['missing name', { email: 'a@b.ch' }, { name: ['Dieses Feld ist erforderlich.'] }],
    ['blank name', { name: '   ', email: 'a@b.ch' }, { name: ['Dieses Feld ist erforderlich.'] }],
    [
      'short name',
      { name: 'A', email: 'a@b.ch' },
      { name: ['Dieses Feld muss mindestens 2 Zeichen lang sein.'] },
    ],
    ['bad e-mail', { name: 'Anna', email: 'nope' }, { email: ['Ungültige Emailadresse'] }],
    [
      'long note',
      { name: 'Anna', email: 'a@b.ch', note: '123456' },
      { note: ['Dieses Feld darf maximal 5 Zeichen lang sein.'] },
    ],
  ])('%s gives the spec message', (_case, input, errors) => {
    expect(() => parseInput(schema, input)).toThrow(ValidationError);
    try {
      parseInput(schema, input);
    } catch (error) {
      expect((error as ValidationError).errors).toEqual(errors);
      expect((error as ValidationError).status).toBe(422);
    }
  });

  it('normalises valid input', () => {
    expect(parseInput(schema, { name: ' Anna ', email: 'Anna@Example.CH', note: '' })).toEqual({
      name: 'Anna',
      email: 'anna@example.ch',
      note: null,
    });
  });
});

describe('wholeNumber', () => {
  const page = z.object({ page: wholeNumber(1, 1000) });
  it.each([
    ['1', 1],
    ['1000', 1000],
    [7, 7],
  ])('takes %p', (value, expected) => {
    expect(parseInput(page, { page: value })).toEqual({ page: expected });
  });
  it.each([
    '0',
    '1001',
    '1.5',
    'abc',
    '',
    '99999999999999999999',
    '0x2',
    '2e0',
    ' 2',
    '2 ',
    '+2',
    '٢',
    true,
    false,
    ['2'],
    ['2', '3'],
    { page: 2 },
    2.5,
    null,
  ])('answers "%s" with the spec message', (value) => {
    expect(() => parseInput(page, { page: value })).toThrow(
      expect.objectContaining({ errors: { page: ['Ungültiges Format'] } }),
    );
  });
});

describe('decimalNumber', () => {
  const area = z.object({ area: decimalNumber(0, 1000) });
  it.each([
    ['12', 12],
    ['12.5', 12.5],
    [7.25, 7.25],
  ])('takes %p', (value, expected) => {
    expect(parseInput(area, { area: value })).toEqual({ area: expected });
  });
  it.each(['1e3', '0x10', '-1', '1001', '.5', '', ' 1', true, ['1']])('refuses %p', (value) => {
    expect(() => parseInput(area, { area: value })).toThrow(
      expect.objectContaining({ errors: { area: ['Ungültiges Format'] } }),
    );
  });
});

describe('text helpers', () => {
  it('text() has a default cap and refuses NUL', () => {
    expect(parseInput(text(), 'a'.repeat(2000))).toHaveLength(2000);
    expect(() => parseInput(text(), 'a'.repeat(2001))).toThrow(
      expect.objectContaining({
        errors: { _: ['Dieses Feld darf maximal 2000 Zeichen lang sein.'] },
      }),
    );
    for (const schema of [text(), requiredText(), optionalText()])
      expect(() => parseInput(schema, 'a\u0000b')).toThrow(
        expect.objectContaining({ errors: { _: ['Ungültiges Format'] } }),
      );
  });

  it('nulCharacterPath finds NUL in nested values and keys', () => {
    expect(nulCharacterPath({ a: [{ b: 'ok' }, { b: 'x\u0000' }] })).toBe('a.1.b');
    expect(nulCharacterPath({ 'k\u0000': 1 })).toBe('k');
    expect(nulCharacterPath('\u0000')).toBe('_');
    expect(nulCharacterPath({ a: ['fine', 1, null, true] })).toBeNull();
  });
});
