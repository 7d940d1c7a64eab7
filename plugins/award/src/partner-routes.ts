import { defineRoute, errorAnswer, RouteResponse } from '@eventalp/platform-sdk';
import {
  AWARD_PATHS,
  partnerConfirmationInput,
  partnerConfirmedAnswer,
  partnerMessages,
  partnerRegisteredAnswer,
  tourismRegistrationInput,
} from './domain';
import type { PartnerService } from './partner-service';

/** Registrations per client address: a region registers once; more is a script. */
const REGISTRATION_LIMIT = { points: 5, durationSeconds: 60 };

/** Confirmation clicks per client address. */
const CONFIRMATION_LIMIT = { points: 20, durationSeconds: 60 };

/** The tourism regions' registration and the confirmation of their participation. */
export function partnerRoutes(partners: PartnerService) {
  return [
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.tourismRegistrations,
      summary:
        "Registers a tourism region's participation in the award with the login it asks for, and mails the link that confirms it",
      access: 'public',
      rateLimit: REGISTRATION_LIMIT,
      input: { body: tourismRegistrationInput },
      responses: { 201: partnerRegisteredAnswer },
      async handler({ body }) {
        await partners.registerTourism(body);
        return new RouteResponse(201, {
          message: partnerMessages.thanks,
          email: body.email.toLowerCase(),
        });
      },
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.partnerConfirmations,
      summary:
        "Confirms a partner's registration by its mailed link (then it waits for the organisers); 404 for an unknown link",
      access: 'public',
      rateLimit: CONFIRMATION_LIMIT,
      input: { body: partnerConfirmationInput },
      responses: { 200: partnerConfirmedAnswer, 404: errorAnswer },
      handler: ({ body }) => partners.confirm(body.token),
    }),
  ];
}
