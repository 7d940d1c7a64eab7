import type { z } from 'zod';
import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { RequestsSent } from './request-answers';
import type { requestInput } from './request-input';

/** Paths of the requests' routes below `/api`. */
export const REQUESTS_PATHS = { send: '/guest/requests' } as const;

/** A request's body as the route reads it. */
export type RequestBody = z.input<ReturnType<typeof requestInput>>;

/** The requests' answers for a front end, typed as the routes declare them. */
export function requestsClient(http: ApiTransport) {
  return {
    /** Sends a request to one or several public entries (201); 422 with the spec's messages. */
    send: (body: RequestBody) => http.post<RequestsSent>(REQUESTS_PATHS.send, body),
  };
}
