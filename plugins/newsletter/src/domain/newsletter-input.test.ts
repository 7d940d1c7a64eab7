import { newsletterMessages, newsletterPageState, subscribeInput } from '.';

describe('newsletter e-mail', () => {
  it.each([
    ['a plain address', 'anna@example.ch', 'anna@example.ch'],
    ['spaces and capitals', '  Anna.Muster@Example.CH ', 'anna.muster@example.ch'],
  ])('accepts %s', (_case, email, stored) => {
    expect(subscribeInput.parse({ email })).toEqual({ email: stored });
  });

  it.each([
    ['nothing', undefined],
    ['an empty string', ''],
    ['blanks', '   '],
    ['no domain', 'anna@'],
    ['no at sign', 'anna.example.ch'],
    ['a number', 42],
    ['more than 255 characters', `${'a'.repeat(250)}@example.ch`],
  ])('rejects %s with the spec message', (_case, email) => {
    const result = subscribeInput.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      newsletterMessages.invalidEmail,
    ]);
  });
});

describe('newsletter page state', () => {
  it.each([
    [{}, 'form'],
    [{ success: 'optin' }, 'optin'],
    [{ confirm: 'abc' }, 'confirm'],
    [{ error: 'email_used' }, 'email_used'],
    [{ error: 'token_invalid' }, 'form'],
    [{ error: 'other' }, 'form'],
    [{ unsubscribe: '1.abc' }, 'unsubscribe'],
  ])('%p shows %s', (query, state) => {
    expect(newsletterPageState(query)).toBe(state);
  });
});
