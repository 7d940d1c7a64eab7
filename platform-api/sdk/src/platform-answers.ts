import { z } from 'zod';
import { textAnswer } from './answers';

/** The signed-in user as the API answers it (session, login, "who am I"). */
export const authUserAnswer = z
  .object({
    id: z.number().int(),
    username: z.string(),
    login_name: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    /** False until the address is confirmed by the link mailed at sign-up (nothing can be released before). */
    email_verified: z.boolean(),
    roles: z.array(z.string()),
    /** The user's own permissions; role-granted ones are resolved by the API. */
    permissions: z.array(z.string()),
  })
  .meta({ id: 'AuthUser' });

/** `GET /api/auth/session`: the page's CSRF token and who is signed in. */
export const sessionAnswer = z
  .object({ csrfToken: z.string(), user: authUserAnswer.nullable() })
  .meta({ id: 'Session' });
export type SessionAnswer = z.output<typeof sessionAnswer>;

/** `GET /api/healthz`. */
export const healthAnswer = z.object({ status: z.literal('ok') }).meta({ id: 'Health' });

/** `GET /api/readyz` (200 ready, 503 unavailable). */
export const readinessAnswer = z
  .object({
    status: z.enum(['ready', 'unavailable']),
    checks: z.object({ database: z.boolean() }),
  })
  .meta({ id: 'Readiness' });

/** `GET /api/openapi.json`: an OpenAPI 3.1 document. */
export const openApiAnswer = z
  .record(z.string(), z.unknown())
  .meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1 document.' });

/** `GET /api/metrics`: Prometheus text. */
export const metricsAnswer = textAnswer('text/plain');
