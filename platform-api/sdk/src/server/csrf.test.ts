import crypto from 'node:crypto';
import { CSRF_COOKIE, CsrfSigner } from './csrf';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';

describe('CsrfSigner', () => {
  const signer = new CsrfSigner(SECRET, false);

  it('signs the cookie id as base64url(HMAC-SHA256(secret, "csrf:" + id))', () => {
    const id = 'A'.repeat(43);
    const expected = crypto.createHmac('sha256', SECRET).update(`csrf:${id}`).digest('base64url');
    expect(signer.issue(id)).toEqual({ token: expected, setCookie: null });
  });

  it.each([undefined, '', 'short', `${'A'.repeat(42)}=`, 'A'.repeat(44)])(
    'gives a visitor with cookie %p a fresh id and its cookie',
    (cookieId) => {
      const issued = signer.issue(cookieId);
      const id = /^ea_csrf=([A-Za-z0-9_-]{43}); /.exec(issued.setCookie ?? '')?.[1];
      expect(id).toBeDefined();
      expect(issued.token).toBe(signer.tokenFor(id as string));
      expect(issued.setCookie).toBe(
        `${CSRF_COOKIE}=${id}; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax`,
      );
    },
  );

  it('marks the cookie Secure when asked to', () => {
    expect(new CsrfSigner(SECRET, true).issue(undefined).setCookie).toMatch(/; Secure$/);
  });

  it('verifies only the token of the same id and secret', () => {
    const id = 'b'.repeat(43);
    const token = signer.tokenFor(id);
    expect(signer.verify(id, token)).toBe(true);
    expect(signer.verify('c'.repeat(43), token)).toBe(false);
    expect(signer.verify(id, `${token}x`)).toBe(false);
    expect(signer.verify(undefined, token)).toBe(false);
    expect(signer.verify(id, undefined)).toBe(false);
    expect(new CsrfSigner(`${SECRET}-other`, false).verify(id, token)).toBe(false);
  });
});
