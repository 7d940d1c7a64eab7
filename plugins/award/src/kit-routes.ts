import { defineRoute, errorAnswer, RouteResponse } from '@eventalp/platform-sdk';
import { AWARD_PATHS, kitAddressParams, kitRequestInput, kitStatusAnswer } from './domain';
import type { KitService } from './kit-service';

/** Kit requests per client address: a venue's team asks for a few kits; more is a script. */
const KIT_REQUEST_LIMIT = { points: 10, durationSeconds: 60 };

const addressOf = (params: {
  year: number;
  id: number;
  lang: 'de' | 'fr' | 'it' | 'en';
  type: 'votingkit' | 'winnerkit';
}) => ({
  year: params.year,
  nomineeId: params.id,
  language: params.lang,
  type: params.type,
});

/**
 * The kits' routes: the kit page asks for a kit (its build starts) and then polls its state until
 * the zip's address is there. Kits hold what the venue publishes anyway (its rating link, its
 * seal, certificate and press texts), so they need no sign-in.
 */
export function kitRoutes(kits: KitService) {
  return [
    defineRoute({
      method: 'post',
      path: AWARD_PATHS.kits,
      summary:
        "Asks for a venue's voting or winner kit: starts its build (again after a failure with restart) and answers its state; 404 when the venue has no such kit",
      access: 'public',
      rateLimit: KIT_REQUEST_LIMIT,
      input: { params: kitAddressParams, body: kitRequestInput },
      responses: { 202: kitStatusAnswer, 404: errorAnswer },
      async handler({ params, body }) {
        return new RouteResponse(202, await kits.request(addressOf(params), body));
      },
    }),
    defineRoute({
      method: 'get',
      path: AWARD_PATHS.kits,
      summary:
        "The state of a kit's build and, once built, its zip's address (state none: never asked for); 404 when the venue has no such kit",
      access: 'public',
      input: { params: kitAddressParams },
      responses: { 200: kitStatusAnswer, 404: errorAnswer },
      handler: ({ params }) => kits.status(addressOf(params)),
    }),
  ];
}
