import type { z } from 'zod';
import type { MessageAnswer } from '@eventalp/platform-sdk';
import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { SignedIn } from './account-answers';
import type { loginInput, passwordEmailInput, passwordResetInput } from './account-schemas';

/** Paths of the accounts routes below `/api`. */
export const ACCOUNTS_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  passwordEmail: '/auth/password/email',
  passwordReset: '/auth/password/reset',
} as const;

/** Sign-in, sign-out and password reset for a front end, typed as the routes declare them. */
export function accountsClient(http: ApiTransport) {
  return {
    /** Signs in (sets the session cookie); 422 with the spec's message when it fails. */
    login: (body: z.input<typeof loginInput>) => http.post<SignedIn>(ACCOUNTS_PATHS.login, body),
    /** Ends the session (204). */
    logout: () => http.post<undefined>(ACCOUNTS_PATHS.logout),
    /** The signed-in user; 401 for a visitor. */
    me: () => http.get<SignedIn>(ACCOUNTS_PATHS.me),
    /** Mails a reset link to the account with this address. */
    requestPasswordReset: (body: z.input<typeof passwordEmailInput>) =>
      http.post<MessageAnswer>(ACCOUNTS_PATHS.passwordEmail, body),
    /** Sets a new password with the token of a reset link. */
    resetPassword: (body: z.input<typeof passwordResetInput>) =>
      http.post<MessageAnswer>(ACCOUNTS_PATHS.passwordReset, body),
  };
}
