/** What the auth modal shows (spec section 4): the login form, the reset request, the reset form. */
export type AuthModalState =
  | { view: 'login'; notice?: string }
  | { view: 'request' }
  | { view: 'reset'; token: string; email: string };

/** `/site/password/reset/{token}` and `/password/reset/{token}` (spec section 2). */
export const PASSWORD_RESET_PATH = /^\/(?:site\/)?password\/reset\/([^/?#]+)\/?$/;

/**
 * The auth modal a page opens with: the login on the login routes, the reset form with the link's
 * token and e-mail (`?email=`, as the reset mail writes it) on reset links, else none.
 */
export function initialAuthModal(
  modal: 'login' | 'reset' | null,
  path: string,
  search: string,
): AuthModalState | null {
  if (modal === 'login') return { view: 'login' };
  if (modal !== 'reset') return null;
  const token = decodedSegment(PASSWORD_RESET_PATH.exec(path)?.[1]);
  if (!token) return { view: 'login' };
  return {
    view: 'reset',
    token,
    email: new URLSearchParams(search).get('email') ?? '',
  };
}

/** A path segment decoded, or null when it is missing or not valid percent-encoding. */
function decodedSegment(segment: string | undefined): string | null {
  if (!segment) return null;
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
