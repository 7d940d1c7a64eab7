import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  messages,
  RouteResponse,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import type { ConfirmationService } from './confirmation-service';
import {
  CONFIRMATION_PATHS,
  confirmationCreatedAnswer,
  confirmationInput,
  confirmationLookupAnswer,
  confirmationMessages,
} from './domain';

/** An SLA code in a path: anything but a code's letters is no code (404, not a 422). */
const codeParams = z.object({ slaCode: z.string({ error: messages.format }).max(64) });

/**
 * Look-ups per client address: a venue opens its link a few times; a script trying codes is
 * stopped long before it could hit one (the codes carry about 79 bits).
 */
const LOOKUP_LIMIT = { points: 30, durationSeconds: 60 };

/** Confirmations per client address: one venue confirms once, maybe after a few corrections. */
const CONFIRMATION_LIMIT = { points: 10, durationSeconds: 60 };

/** The venue's confirmation of its nomination through its SLA code. */
export function confirmationRoutes(services: PlatformServices, confirmations: ConfirmationService) {
  return [
    defineRoute({
      method: 'get',
      path: CONFIRMATION_PATHS.confirmation,
      summary:
        "The nominated venue of an SLA code, whether it confirmed already, and its year's confirmation window (404 for an unknown code)",
      access: 'public',
      rateLimit: LOOKUP_LIMIT,
      input: { params: codeParams },
      responses: { 200: confirmationLookupAnswer, 404: errorAnswer },
      async handler({ params, koa }) {
        // The answer names a venue by a secret link: no shared cache keeps it.
        koa.set('Cache-Control', 'private, no-store');
        return confirmations.lookup(params.slaCode, services.now());
      },
    }),
    defineRoute({
      method: 'post',
      path: CONFIRMATION_PATHS.confirmation,
      summary:
        "Confirms a nominated venue's participation (diploma name, contact, address, 1 to 3 award categories with the main one); 409 'Nomination bereits bestätigt.' or outside the confirmation window, 404 for an unknown code",
      access: 'public',
      rateLimit: CONFIRMATION_LIMIT,
      input: { params: codeParams, body: confirmationInput },
      responses: { 201: confirmationCreatedAnswer, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, body }) {
        const confirmed = await confirmations.confirm(params.slaCode, body, services.now());
        return new RouteResponse(201, {
          message: confirmationMessages.thanks,
          location_name: confirmed.name,
          year: confirmed.year,
        });
      },
    }),
  ];
}
