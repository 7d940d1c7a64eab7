import { z } from 'zod';

/** `GET /api/user/profile`: the signed-in owner's own account. */
export const profileAnswer = z
  .object({
    username: z.string(),
    login_name: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    /** A new address waiting for its confirmation, else null. */
    pending_email: z.string().nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.output<typeof profileAnswer>;

/** Answers of profile changes: the message to show and the profile as it now is. */
export const profileSavedAnswer = z
  .object({ message: z.string(), profile: profileAnswer })
  .meta({ id: 'ProfileSaved' });
export type ProfileSaved = z.output<typeof profileSavedAnswer>;
