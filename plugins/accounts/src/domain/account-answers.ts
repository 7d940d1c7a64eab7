import { z } from 'zod';
import { authUserAnswer } from '@eventalp/platform-sdk';

/** `POST /api/auth/login` and `GET /api/auth/me`: the signed-in user. */
export const signedInAnswer = z.object({ user: authUserAnswer }).meta({ id: 'SignedIn' });
export type SignedIn = z.output<typeof signedInAnswer>;
