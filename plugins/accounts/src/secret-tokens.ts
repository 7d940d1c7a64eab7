import crypto from 'node:crypto';

/** A random URL-safe token (256 bits). */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** The stored form of a token: its sha256 in hex, so a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
