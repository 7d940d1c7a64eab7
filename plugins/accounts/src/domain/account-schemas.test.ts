import { fieldErrorsOf } from '@eventalp/platform-sdk';
import { loginInput, passwordResetInput, userInput } from './account-schemas';

const errorsOf = (
  schema: { safeParse(v: unknown): { success: boolean; error?: unknown } },
  value: unknown,
) => {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrorsOf(result.error as never);
};

const validUser = {
  username: 'Anna Muster',
  login_name: 'anna-m',
  email: 'anna@example.ch',
  first_name: 'Anna',
  last_name: 'Muster',
  password: 'secret1',
  password_confirmation: 'secret1',
  roles: ['public_user'],
};

describe('account input rules', () => {
  it.each([
    ['valid user', {}, {}],
    [
      'password too short',
      { password: 'abc12', password_confirmation: 'abc12' },
      { password: ['Das Passwort muss mindestens 6 Zeichen lang sein.'] },
    ],
    [
      'password too long',
      { password: 'x'.repeat(31), password_confirmation: 'x'.repeat(31) },
      { password: ['Das Passwort darf höchstens 30 Zeichen lang sein.'] },
    ],
    [
      'confirmation differs',
      { password_confirmation: 'secret2' },
      { password_confirmation: ['Die Passwortbestätigung stimmt nicht überein.'] },
    ],
    [
      'login name with a space',
      { login_name: 'anna m' },
      {
        login_name: [
          'Der Loginname darf nur Buchstaben (a-z, A-Z), Ziffern und Bindestriche enthalten.',
        ],
      },
    ],
    [
      'first name of one letter',
      { first_name: 'A' },
      { first_name: ['Dieses Feld muss mindestens 2 Zeichen lang sein.'] },
    ],
    [
      'e-mail too long',
      { email: `${'a'.repeat(251)}@x.ch` },
      { email: ['Dieses Feld darf maximal 255 Zeichen lang sein.'] },
    ],
    ['no role', { roles: [] }, { roles: ['Dieses Feld ist erforderlich.'] }],
  ])('%s', (_name, change, expected) => {
    expect(errorsOf(userInput, { ...validUser, ...change })).toEqual(expected);
  });

  it('requires login and password', () => {
    expect(errorsOf(loginInput, {})).toEqual({
      login: ['Dieses Feld ist erforderlich.'],
      password: ['Dieses Feld ist erforderlich.'],
    });
  });

  it('accepts a 6-character reset password with matching confirmation', () => {
    expect(
      errorsOf(passwordResetInput, {
        token: 't',
        email: 'a@b.ch',
        password: 'abcdef',
        password_confirmation: 'abcdef',
      }),
    ).toEqual({});
  });
});
