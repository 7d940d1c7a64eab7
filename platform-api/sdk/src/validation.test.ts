import { z } from 'zod';
import { ValidationError } from './errors';
import { emailAddress, optionalText, parseInput, requiredText, wholeNumber } from './validation';

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
  it.each(['0', '1001', '1.5', 'abc', '', '99999999999999999999'])(
    'answers "%s" with the spec message',
    (value) => {
      expect(() => parseInput(page, { page: value })).toThrow(
        expect.objectContaining({ errors: { page: ['Ungültiges Format'] } }),
      );
    },
  );
});
