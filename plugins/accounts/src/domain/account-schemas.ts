import { z } from 'zod';
import { emailAddress, messages, requiredText } from '@eventalp/platform-sdk';
import { accountMessages } from '../account-messages';

/** Password rules of the spec: 6 to 30 characters. */
export const password = z
  .string({ error: messages.required })
  .min(1, { error: messages.required, abort: true })
  .min(6, accountMessages.passwordMin)
  .max(30, accountMessages.passwordMax);

/** Login name: only a-z, A-Z, 0-9 and dashes. */
export const loginName = requiredText({ min: 2, max: 255 }).regex(
  /^[a-zA-Z0-9-]+$/,
  accountMessages.loginNameFormat,
);

export const loginInput = z.object({
  login: requiredText({ max: 255 }),
  password: z.string({ error: messages.required }).min(1, messages.required).max(255),
  remember: z.boolean().optional().default(false),
});

// No account can have a malformed address, so the spec's "user not found" text reveals nothing there
// (a well-formed address is answered alike whether it has an account or not).
export const passwordEmailInput = z.object({
  email: emailAddress(accountMessages.resetUserNotFound),
});

export const passwordResetInput = z
  .object({
    token: requiredText({ max: 200 }),
    email: emailAddress(),
    password,
    password_confirmation: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(255, messages.maxLength(255)),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: accountMessages.passwordConfirmation,
    path: ['password_confirmation'],
  });

/** A user as the back office creates one (spec section 5 "Users"). */
export const userInput = z
  .object({
    username: requiredText({ min: 2, max: 255 }),
    login_name: loginName,
    email: emailAddress(),
    first_name: requiredText({ min: 2, max: 255 }),
    last_name: requiredText({ min: 2, max: 255 }),
    password,
    password_confirmation: z
      .string({ error: messages.required })
      .min(1, messages.required)
      .max(255, messages.maxLength(255)),
    roles: z.array(z.enum(['public_user', 'admin', 'media'])).min(1, messages.required),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: accountMessages.passwordConfirmation,
    path: ['password_confirmation'],
  });

const confirmation = z.string({ error: messages.required }).min(1, messages.required).max(255);
const samePassword = {
  message: accountMessages.passwordConfirmation,
  path: ['password_confirmation'],
};

/** The owner account of a guest entry creation (spec section 5 "Users"). */
export const signupAccountFields = {
  first_name: requiredText({ min: 2, max: 255 }),
  last_name: requiredText({ min: 2, max: 255 }),
  email: emailAddress(),
  login_name: loginName,
  password,
  password_confirmation: confirmation,
};
export type SignupAccount = {
  first_name: string;
  last_name: string;
  email: string;
  login_name: string;
  password: string;
};

/** `POST /api/auth/email/verify`: the token of a verification link. */
export const verifyEmailInput = z.object({ token: requiredText({ max: 200 }) });

/** `PUT /api/user/profile`: the owner's name. */
export const profileInput = z.object({
  first_name: requiredText({ min: 2, max: 255 }),
  last_name: requiredText({ min: 2, max: 255 }),
  username: requiredText({ min: 2, max: 255 }),
});

/** `PUT /api/user/profile/email`: a new address, confirmed with the current password. */
export const emailChangeInput = z.object({
  email: emailAddress(),
  current_password: z.string({ error: messages.required }).min(1, messages.required).max(255),
});

/** `PUT /api/user/profile/password`: the current password and the new one twice. */
export const passwordChangeInput = z
  .object({
    current_password: z.string({ error: messages.required }).min(1, messages.required).max(255),
    password,
    password_confirmation: confirmation,
  })
  .refine((input) => input.password === input.password_confirmation, samePassword);
