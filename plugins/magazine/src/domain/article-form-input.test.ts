import { articleFormInput } from './article-form-input';

const form = articleFormInput({
  first_name: { active: true, required: true },
  email: { active: true, required: true },
  phone: { active: true, required: false },
  message: { active: true, required: false },
  company: { active: false, required: true },
});

describe('articleFormInput', () => {
  it('keeps the active fields only, trimmed, with the address in lower case', () => {
    expect(
      form.parse({
        first_name: ' Anna ',
        email: 'Anna@Example.CH',
        company: 'dropped',
        message: '',
      }),
    ).toEqual({ first_name: 'Anna', email: 'anna@example.ch', message: null });
  });

  it.each([
    ['first_name', { email: 'a@b.ch' }, 'Dieses Feld ist erforderlich.'],
    ['email', { first_name: 'A' }, 'Dieses Feld ist erforderlich.'],
    ['email', { first_name: 'A', email: 'kein-mail' }, 'Ungültige Emailadresse'],
    ['phone', { first_name: 'A', email: 'a@b.ch', phone: 'abc' }, 'Ungültige Telefonnummer'],
    [
      'phone',
      { first_name: 'A', email: 'a@b.ch', phone: '((((((' },
      'Die Telefonnummer muss mindestens 10 Ziffern enthalten.',
    ],
    [
      'message',
      { first_name: 'A', email: 'a@b.ch', message: 'x'.repeat(5001) },
      'Dieses Feld darf maximal 5000 Zeichen lang sein.',
    ],
  ])('rejects a bad %s', (field, input, message) => {
    const result = form.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error!.issues.find((issue) => issue.path[0] === field)?.message).toBe(message);
  });
});
