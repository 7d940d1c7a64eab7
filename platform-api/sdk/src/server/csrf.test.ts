import crypto from 'node:crypto';
import { CSRF_COOKIE, CsrfSigner } from './csrf';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('CsrfSigner', () => {
  const signer = new CsrfSigner(SECRET, false);

  it('signs the cookie id and session as base64url(HMAC-SHA256(secret, "csrf:" + id + ":" + session))', () => {
    const id = 'A'.repeat(43);
    const hmac = (input: string) =>
      crypto.createHmac('sha256', SECRET).update(input).digest('base64url');
    expect(signer.issue(id, null)).toEqual({ token: hmac(`csrf:${id}:`), setCookie: null });
    expect(signer.issue(id, 'S'.repeat(43))).toEqual({
      token: hmac(`csrf:${id}:${'S'.repeat(43)}`),
      setCookie: null,
    });
  });

  it.each([undefined, '', 'short', `${'A'.repeat(42)}=`, 'A'.repeat(44)])(
    'gives a visitor with cookie %p a fresh id and its cookie',
    (cookieId) => {
      const issued = signer.issue(cookieId, null);
      const id = /^ea_csrf=([A-Za-z0-9_-]{43}); /.exec(issued.setCookie ?? '')?.[1];
      expect(id).toBeDefined();
      expect(issued.token).toBe(signer.tokenFor(id as string, null));
      expect(issued.setCookie).toBe(
        `${CSRF_COOKIE}=${id}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
      );
    },
  );

  it('marks the cookie Secure when asked to', () => {
    expect(new CsrfSigner(SECRET, true).issue(undefined, null).setCookie).toMatch(/; Secure$/);
  });

  it('verifies only the token of the same id, session and secret', () => {
    const id = 'b'.repeat(43);
    const token = signer.tokenFor(id, null);
    expect(signer.verify(id, token, null)).toBe(true);
    expect(signer.verify('c'.repeat(43), token, null)).toBe(false);
    expect(signer.verify(id, `${token}x`, null)).toBe(false);
    expect(signer.verify(undefined, token, null)).toBe(false);
    expect(signer.verify(id, undefined, null)).toBe(false);
    expect(new CsrfSigner(`${SECRET}-other`, false).verify(id, token, null)).toBe(false);
    // An anonymous token does not pass with a session, nor one session's token with another.
    expect(signer.verify(id, token, 'S'.repeat(43))).toBe(false);
    const bound = signer.tokenFor(id, 'S'.repeat(43));
    expect(signer.verify(id, bound, 'S'.repeat(43))).toBe(true);
    expect(signer.verify(id, bound, 'T'.repeat(43))).toBe(false);
    expect(signer.verify(id, bound, null)).toBe(false);
  });

  it('drops the id cookie with the same attributes', () => {
    expect(CsrfSigner.expiredCookie(true)).toBe(
      `${CSRF_COOKIE}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure`,
    );
  });
});
