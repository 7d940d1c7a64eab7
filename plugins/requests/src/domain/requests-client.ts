import type { z } from 'zod';
import { apiPath, withQuery, type ApiTransport } from '@eventalp/platform-sdk/domain';
import type { MessageAnswer } from '@eventalp/platform-sdk';
import type { InboxCounts, InboxPage, InboxRequestDetail, InboxView } from './inbox-answers';
import type { RequestsSent } from './request-answers';
import type { requestInput } from './request-input';

/** Paths of the requests' routes below `/api`. */
export const REQUESTS_PATHS = {
  send: '/guest/requests',
  counts: '/user/requests/counts',
  list: '/user/requests/:type/:view/:entityId',
  view: '/user/requests/view/:id',
  reply: '/user/requests/view/:id/reply',
  archive: '/user/requests/view/:id/archive',
  restore: '/user/requests/view/:id/restore',
} as const;

/** A request's body as the route reads it. */
export type RequestBody = z.input<ReturnType<typeof requestInput>>;

/** The requests' answers for a front end, typed as the routes declare them. */
export function requestsClient(http: ApiTransport) {
  return {
    /** Sends a request to one or several public entries (201); 422 with the spec's messages. */
    send: (body: RequestBody) => http.post<RequestsSent>(REQUESTS_PATHS.send, body),
  };
}

/** The owner's inbox (user area), typed as the routes declare them. */
export function inboxClient(http: ApiTransport) {
  return {
    counts: () => http.get<InboxCounts>(REQUESTS_PATHS.counts),
    list: (type: 'location' | 'provider', view: InboxView, entityId: number, page = 1) =>
      http.get<InboxPage>(
        withQuery(apiPath(REQUESTS_PATHS.list, { type, view, entityId }), { page }),
      ),
    view: (id: number) => http.get<InboxRequestDetail>(apiPath(REQUESTS_PATHS.view, { id })),
    reply: (id: number, message: string) =>
      http.post<MessageAnswer>(apiPath(REQUESTS_PATHS.reply, { id }), { message }),
    archive: (id: number) => http.post<MessageAnswer>(apiPath(REQUESTS_PATHS.archive, { id })),
    restore: (id: number) => http.post<MessageAnswer>(apiPath(REQUESTS_PATHS.restore, { id })),
  };
}
