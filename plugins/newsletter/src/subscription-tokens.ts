import { MAX_ROW_ID } from '@eventalp/platform-sdk';
import crypto from 'node:crypto';

/** A random URL-safe opt-in token (256 bits); only its hash is stored. */
export function newConfirmToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The stored form of an opt-in token: sha256 in hex, so a database leak confirms nobody. */
export function hashConfirmToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Whether an opt-in token issued with this expiry may still confirm at `now`. */
export function isConfirmTokenValid(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now.getTime() < expiresAt.getTime();
}

function mac(key: string, subscriberId: number, email: string): string {
  return crypto
    .createHmac('sha256', key)
    .update(`newsletter-unsubscribe:${subscriberId}:${email}`)
    .digest('base64url');
}

/**
 * The unsubscribe token of a subscriber: `{id}.{HMAC-SHA256(key, id + email)}`. It never
 * expires (old mails keep working) and stops working if the address of that id changes.
 */
export function signUnsubscribeToken(key: string, subscriberId: number, email: string): string {
  return `${subscriberId}.${mac(key, subscriberId, email)}`;
}

/** The subscriber id a token names, or null when it is malformed (the signature is checked by `verifyUnsubscribeToken`). */
export function subscriberIdOf(token: string): number | null {
  const match = /^([1-9]\d{0,9})\.[A-Za-z0-9_-]{43}$/.exec(token);
  const id = match ? Number(match[1]) : null;
  // Ids beyond the integer column are forged: asking the database would fail, not find nothing.
  return id !== null && id <= MAX_ROW_ID ? id : null;
}

/** True when the token was signed with `key` for this subscriber and address (constant time). */
export function verifyUnsubscribeToken(
  key: string,
  token: string,
  subscriber: { id: number; email: string },
): boolean {
  const expected = Buffer.from(signUnsubscribeToken(key, subscriber.id, subscriber.email));
  const actual = Buffer.from(token);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}
