import {
  BACKOFFICE_PATH,
  defineRoute,
  errorAnswer,
  resourceIdParams,
  RouteResponse,
} from '@eventalp/platform-sdk';
import {
  AWARD_PATHS,
  mediaAccessInput,
  partnerConfirmationInput,
  partnerConfirmedAnswer,
  partnerAnswer,
  partnerDecisionInput,
  partnerForgotInput,
  partnerLoginInput,
  partnerLoginMessages,
  partnerMessageAnswer,
  partnerMessages,
  partnerRegisteredAnswer,
  tourismRegistrationInput,
} from './domain';
import { BACKOFFICE_AWARD_PARTNERS_DECIDE, partnerResource } from './partner-resource';
import type { PartnerService } from './partner-service';
import type { PartnerSessions } from './partner-sessions';

/** Sign-in attempts per client address (a partner mistypes a few times; more is guessing). */
const LOGIN_LIMIT = { points: 10, durationSeconds: 60 };

/** Forgot-login mails per client address. */
const FORGOT_LIMIT = { points: 5, durationSeconds: 60 };

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
      path: AWARD_PATHS.mediaRegistrations,
      summary:
        "Asks for a medium's access to the award's partner area with the login it asks for, and mails the link that confirms the request",
      access: 'public',
      rateLimit: REGISTRATION_LIMIT,
      input: { body: mediaAccessInput },
      responses: { 201: partnerRegisteredAnswer },
      async handler({ body }) {
        await partners.requestMediaAccess(body);
        return new RouteResponse(201, {
          message: partnerMessages.mediaThanks,
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

/** The organisers' decision on a partner's confirmed registration, beside its resource. */
export function partnerDecisionRoutes(partners: PartnerService) {
  return [
    defineRoute({
      method: 'post',
      path: `${BACKOFFICE_PATH}/${partnerResource.name}/:id/decision`,
      summary:
        "Back office: approve or reject a partner's confirmed registration, with an optional message; mailed to the partner (409 when it is not waiting for a decision)",
      access: { permissions: [BACKOFFICE_AWARD_PARTNERS_DECIDE] },
      input: { params: resourceIdParams, body: partnerDecisionInput },
      responses: { 200: partnerResource.answers.row, 404: errorAnswer, 409: errorAnswer },
      async handler({ params, body, user }) {
        const decided = await partners.decide(params.id, body, user!);
        // As the resource answers a row: its columns only (never the hashes), dates as text.
        return partnerResource.answers.row.parse(JSON.parse(JSON.stringify(decided)));
      },
    }),
  ];
}

/**
 * The partner area's sign-in (media and tourism regions, spec section 6): with the login name
 * and password of an approved registration, a session of its own; the forgot-login modal.
 */
export function partnerSessionRoutes(sessions: PartnerSessions) {
  return [
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.partnerLogin,
      summary:
        "Signs a partner in with its approved registration's login name and password (cookie ea_partner); 401 'Benutzername oder Passwort falsch.'",
      access: 'public',
      rateLimit: LOGIN_LIMIT,
      input: { body: partnerLoginInput },
      responses: { 200: partnerAnswer, 401: errorAnswer },
      handler: ({ body, koa }) => sessions.signIn(koa, body.login_name, body.password),
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.partnerLogout,
      summary: 'Signs the partner out (its session ends, the cookie is dropped)',
      access: 'public',
      responses: { 204: null },
      async handler({ koa }) {
        await sessions.signOut(koa);
        return RouteResponse.empty(204);
      },
    }),
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.partnerMe,
      summary: 'The signed-in partner; 401 without a valid partner session',
      access: 'public',
      responses: { 200: partnerAnswer, 401: errorAnswer },
      async handler({ koa }) {
        const { id: _id, ...partner } = await sessions.require(koa);
        return partner;
      },
    }),
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.partnerForgotLogin,
      summary:
        "The forgot-login modal: mails the login name to an approved partner's address; the same answer for any address",
      access: 'public',
      rateLimit: FORGOT_LIMIT,
      input: { body: partnerForgotInput },
      responses: { 202: partnerMessageAnswer },
      async handler({ body }) {
        await sessions.forgotLogin(body.email);
        return new RouteResponse(202, { message: partnerLoginMessages.forgotSent });
      },
    }),
  ];
}
