import { isDisposableEmail } from './disposable-domains';
import { RatingChallenges, solveChallenge } from './rating-challenge';

describe('RatingChallenges (the proof-of-work instead of a captcha)', () => {
  const now = new Date('2026-05-15T12:00:00Z');
  const challenges = new RatingChallenges('k'.repeat(32), 8);

  it('accepts a solved challenge of its own until it expires, and names its id', () => {
    const { challenge, bits } = challenges.issue(now);
    expect(bits).toBe(8);
    const nonce = solveChallenge(challenge, bits);
    expect(challenges.verify(challenge, nonce, now)).toBe(challenge.split('.')[1]);
    expect(
      challenges.verify(challenge, nonce, new Date(now.getTime() + 59 * 60_000)),
    ).not.toBeNull();
    expect(challenges.verify(challenge, nonce, new Date(now.getTime() + 60 * 60_000))).toBeNull();
  });

  it.each<[string, (challenge: string, nonce: string) => [string, string]]>([
    ['another key’s challenge', (c, n) => [c.replace(/.$/, (x) => (x === 'A' ? 'B' : 'A')), n]],
    ['a later expiry written in', (c, n) => [c.replace(/^\d+/, (x) => String(Number(x) + 1)), n]],
    ['a wrong nonce', (c) => [c, 'x']],
    ['a nonce of other characters', (c) => [c, '1 2']],
    ['no challenge at all', () => ['', '1']],
  ])('refuses %s', (_case, change) => {
    const { challenge, bits } = challenges.issue(now);
    const [sent, nonce] = change(challenge, solveChallenge(challenge, bits));
    expect(challenges.verify(sent, nonce, now)).toBeNull();
  });

  it('refuses another key’s challenge', () => {
    const other = new RatingChallenges('o'.repeat(32), 8);
    const { challenge, bits } = other.issue(now);
    expect(challenges.verify(challenge, solveChallenge(challenge, bits), now)).toBeNull();
  });
});

describe('isDisposableEmail', () => {
  it.each([
    ['anna@mailinator.com', true],
    ['anna@MAILINATOR.com', true],
    ['anna@sub.mailinator.com', true],
    ['anna@gmail.com', false],
    ['anna@example.ch', false],
  ])('%s: %s', (email, disposable) => {
    expect(isDisposableEmail(email)).toBe(disposable);
  });
});
