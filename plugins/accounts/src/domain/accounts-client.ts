import type { z } from 'zod';
import type { MessageAnswer } from '@eventalp/platform-sdk';
import type { ApiTransport, ApiWriteTransport } from '@eventalp/platform-sdk/domain';
import type { SignedIn } from './account-answers';
import type {
  emailChangeInput,
  loginInput,
  passwordChangeInput,
  passwordEmailInput,
  passwordResetInput,
  profileInput,
} from './account-schemas';
import type { Profile, ProfileSaved } from './profile-answers';

/** Paths of the accounts routes below `/api`. */
export const ACCOUNTS_PATHS = {
  login: '/auth/login',
  logout: '/auth/logout',
  me: '/auth/me',
  passwordEmail: '/auth/password/email',
  passwordReset: '/auth/password/reset',
  verifyEmail: '/auth/email/verify',
  resendVerification: '/auth/email/resend',
  profile: '/user/profile',
  profileEmail: '/user/profile/email',
  profilePassword: '/user/profile/password',
  profileSessions: '/user/profile/sessions',
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
    /** Confirms an address with the token of its verification link. */
    verifyEmail: (token: string) => http.post<MessageAnswer>(ACCOUNTS_PATHS.verifyEmail, { token }),
    /** Mails a new verification link (once a minute). */
    resendVerification: () => http.post<MessageAnswer>(ACCOUNTS_PATHS.resendVerification),
  };
}

/** The signed-in owner's profile (user area), typed as the routes declare them. */
export function profileClient(http: ApiWriteTransport) {
  return {
    /** The signed-in user's profile. */
    profile: () => http.get<Profile>(ACCOUNTS_PATHS.profile),
    saveProfile: (body: z.input<typeof profileInput>) =>
      http.put<ProfileSaved>(ACCOUNTS_PATHS.profile, body),
    /** Asks for a new address; it applies once confirmed by the link mailed to it. */
    changeEmail: (body: z.input<typeof emailChangeInput>) =>
      http.put<ProfileSaved>(ACCOUNTS_PATHS.profileEmail, body),
    changePassword: (body: z.input<typeof passwordChangeInput>) =>
      http.put<MessageAnswer>(ACCOUNTS_PATHS.profilePassword, body),
    /** Ends every session of the account (204), this one too. */
    signOutEverywhere: () => http.delete<undefined>(ACCOUNTS_PATHS.profileSessions),
  };
}
