import {
  defineRoute,
  errorAnswer,
  NotFoundError,
  RouteResponse,
  text,
  ValidationError,
  type PlatformServices,
} from '@eventalp/platform-sdk';
import { z } from 'zod';
import { shortlistAnswer, shortlistCreatedAnswer } from './domain/shortlist-answers';
import { shortlistInput, shortlistMessages } from './domain/shortlist-input';
import { sharedListPath } from './domain/shortlist-rules';
import { SHORTLISTS_PATHS } from './domain/shortlists-client';
import type { ShortlistStore } from './shortlist-store';

/** Ten shared lists a minute per address: plenty for a person, little for a script. */
const CREATE_LIMIT = { points: 10, durationSeconds: 60 };

/** Any text up to 64 characters: an id of the wrong shape is an unknown list (404), not a 422. */
const idParam = z.object({ id: text(64) });

/** Shared lists: create one from favourites, open one by its id. */
export function shortlistRoutes(services: PlatformServices, store: ShortlistStore) {
  return [
    defineRoute({
      method: 'post',
      path: SHORTLISTS_PATHS.create,
      summary:
        'Share favourites: stores the public entries among them under a random id (no personal data) and answers the id and page',
      access: 'public',
      rateLimit: CREATE_LIMIT,
      input: { body: shortlistInput },
      responses: { 201: shortlistCreatedAnswer },
      async handler({ body }) {
        const entries = await store.publicOnly(body.entries);
        if (entries.length === 0)
          throw ValidationError.field('entries', shortlistMessages.unavailable);
        const id = await store.create(entries);
        return new RouteResponse(201, {
          id,
          path: sharedListPath(services.config.brand, id),
          entries,
        });
      },
    }),
    defineRoute({
      method: 'get',
      path: SHORTLISTS_PATHS.read,
      summary:
        "A shared list's cards (public entries only); each visit keeps it 90 more days, unknown or expired ids answer 404",
      access: 'public',
      input: { params: idParam },
      responses: { 200: shortlistAnswer, 404: errorAnswer },
      async handler({ params, koa }) {
        const entries = await store.visit(params.id);
        if (!entries) throw new NotFoundError(shortlistMessages.notFound);
        return { id: params.id, ...(await store.cards(entries, String(koa.state.locale ?? ''))) };
      },
    }),
  ];
}
