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

export const passwordEmailInput = z.object({ email: emailAddress() });

export const passwordResetInput = z
  .object({
    token: requiredText({ max: 200 }),
    email: emailAddress(),
    password,
    password_confirmation: z.string({ error: messages.required }).min(1, messages.required),
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
    password_confirmation: z.string({ error: messages.required }).min(1, messages.required),
    roles: z.array(z.enum(['public_user', 'admin', 'media'])).min(1, messages.required),
  })
  .refine((input) => input.password === input.password_confirmation, {
    message: accountMessages.passwordConfirmation,
    path: ['password_confirmation'],
  });
