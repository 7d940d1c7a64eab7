import * as rules from '@eventalp/plugin-newsletter/domain';
import { HttpError, RateLimitError, ValidationError } from '@eventalp/shell-kit';
import { submitNewsletter } from './newsletterSubmit';

/** The newsletter client over a transport that records what it posts and answers `answer`. */
function deps(answer: () => Promise<unknown>) {
  const sent: unknown[] = [];
  const newsletter = rules.newsletterClient({
    get: () => Promise.reject(new Error('not used')),
    post: async <T>(path: string, body: unknown) => {
      sent.push({ path, body });
      return (await answer()) as T;
    },
  });
  return { sent, deps: { rules, brand: 'eventalp', newsletter } };
}

const ok = () => Promise.resolve({ message: 'ok' });

describe('submitNewsletter', () => {
  it.each(['', '   ', 'anna@', 'anna.example.ch'])('sends nothing for %p', async (email) => {
    const { sent, deps: d } = deps(ok);
    expect(await submitNewsletter(email, d)).toEqual({
      kind: 'invalid',
      message: 'Bitte gib eine gültige E-Mailadresse ein.',
    });
    expect(sent).toEqual([]);
  });

  it('subscribes the trimmed address and goes to the success state', async () => {
    const { sent, deps: d } = deps(ok);
    expect(await submitNewsletter(' Anna@Example.ch ', d)).toEqual({
      kind: 'subscribed',
      target: '/site/_eventalp/newsletter.html?success=optin',
    });
    expect(sent).toEqual([
      { path: '/guest/newsletter/subscribe', body: { email: 'anna@example.ch' } },
    ]);
  });

  it.each([
    [
      'users.email.unique',
      new ValidationError({ errors: { email: ['users.email.unique'] } }, '/x'),
      {
        kind: 'email_used',
        message: 'Du bist bereits in der Datenbank vorhanden.',
        target: '/site/_eventalp/newsletter.html?error=email_used',
      },
    ],
    [
      'the server rejecting the address',
      new ValidationError(
        { errors: { email: ['Bitte gib eine gültige E-Mailadresse ein.'] } },
        '/x',
      ),
      { kind: 'invalid', message: 'Bitte gib eine gültige E-Mailadresse ein.' },
    ],
    [
      'another validation error',
      new ValidationError({ errors: { _: ['x'] } }, '/x'),
      { kind: 'failed', message: 'Fehler im Abonnement.' },
    ],
    [
      'a server error',
      new HttpError(500, {}, '/x'),
      { kind: 'failed', message: 'Fehler im Abonnement.' },
    ],
    [
      'no network',
      new TypeError('Failed to fetch'),
      { kind: 'failed', message: 'Fehler im Abonnement.' },
    ],
    ['the rate limit', new RateLimitError({}, '/x'), { kind: 'rate_limited' }],
  ])('maps %s', async (_case, error, outcome) => {
    const { deps: d } = deps(() => Promise.reject(error));
    expect(await submitNewsletter('anna@example.ch', d)).toEqual(outcome);
  });
});
