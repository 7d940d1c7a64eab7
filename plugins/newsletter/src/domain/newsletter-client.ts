import type { MessageAnswer } from '@eventalp/platform-sdk';
import type { ApiTransport } from '@eventalp/platform-sdk/domain';

/** Where a subscription stands. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Paths of the newsletter's routes below `/api`. */
export const NEWSLETTER_PATHS = {
  subscribe: '/guest/newsletter/subscribe',
  confirm: '/guest/newsletter/confirm',
  unsubscribe: '/guest/newsletter/unsubscribe',
} as const;

/** The newsletter's answers for a front end, typed as the routes declare them. */
export function newsletterClient(http: ApiTransport) {
  return {
    /** Double opt-in: mails a confirmation link; 422 `users.email.unique` when confirmed already. */
    subscribe: (email: string) => http.post<MessageAnswer>(NEWSLETTER_PATHS.subscribe, { email }),
    /** Confirms with the token of the opt-in link; 422 when invalid or expired. */
    confirm: (token: string) => http.post<MessageAnswer>(NEWSLETTER_PATHS.confirm, { token }),
    /** Unsubscribes with the signed token of a newsletter mail; 422 when invalid. */
    unsubscribe: (token: string) =>
      http.post<MessageAnswer>(NEWSLETTER_PATHS.unsubscribe, { token }),
  };
}
