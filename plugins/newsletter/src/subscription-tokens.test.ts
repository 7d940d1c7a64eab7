import {
  hashConfirmToken,
  isConfirmTokenValid,
  newConfirmToken,
  signUnsubscribeToken,
  subscriberIdOf,
  verifyUnsubscribeToken,
} from './subscription-tokens';

const KEY = 'a'.repeat(64);
const subscriber = { id: 42, email: 'anna@example.ch' };

describe('opt-in tokens', () => {
  it('are random, URL-safe and stored only as their sha256', () => {
    const token = newConfirmToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newConfirmToken()).not.toBe(token);
    expect(hashConfirmToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashConfirmToken(token)).toBe(hashConfirmToken(token));
  });

  it.each([
    ['before the expiry', '2026-11-21T10:00:00Z', '2026-11-21T09:59:59Z', true],
    ['at the expiry', '2026-11-21T10:00:00Z', '2026-11-21T10:00:00Z', false],
    ['after the expiry', '2026-11-21T10:00:00Z', '2026-11-22T10:00:00Z', false],
  ])('confirm %s: %s', (_case, expiresAt, now, valid) => {
    expect(isConfirmTokenValid(new Date(expiresAt), new Date(now))).toBe(valid);
  });

  it('without an expiry confirms nothing', () => {
    expect(isConfirmTokenValid(null, new Date())).toBe(false);
  });
});

describe('unsubscribe tokens', () => {
  const token = signUnsubscribeToken(KEY, subscriber.id, subscriber.email);

  it('name their subscriber', () => {
    expect(token.startsWith('42.')).toBe(true);
    expect(subscriberIdOf(token)).toBe(42);
  });

  it.each([
    ['the signed token', token, true],
    ['another key', signUnsubscribeToken('b'.repeat(64), 42, subscriber.email), false],
    ['another subscriber id', signUnsubscribeToken(KEY, 43, subscriber.email), false],
    ['another address', signUnsubscribeToken(KEY, 42, 'eva@example.ch'), false],
    ['a truncated token', token.slice(0, -1), false],
    ['a changed signature', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, false],
  ])('verify %s', (_case, candidate, valid) => {
    expect(verifyUnsubscribeToken(KEY, candidate, subscriber)).toBe(valid);
  });

  it.each([
    '',
    '42',
    'x.y',
    '0.abc',
    `42.${'a'.repeat(42)}`,
    `-1.${'a'.repeat(43)}`,
    // Beyond the integer column: never looked up.
    `9999999999.${'a'.repeat(43)}`,
  ])('reads no subscriber from the malformed token %p', (malformed) =>
    expect(subscriberIdOf(malformed)).toBeNull(),
  );
});
