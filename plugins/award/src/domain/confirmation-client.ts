import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { ConfirmationCreated, ConfirmationLookup } from './confirmation-answers';
import type { ConfirmationInput } from './confirmation-input';

/** Paths of the confirmation's routes below `/api`. */
export const CONFIRMATION_PATHS = {
  confirmation: '/guest/award/confirmations/:slaCode',
} as const;

const confirmationApiPath = (slaCode: string) =>
  CONFIRMATION_PATHS.confirmation.replace(':slaCode', encodeURIComponent(slaCode));

/** The venue confirmation's answers for a front end, typed as the routes declare them. */
export function confirmationClient(http: Pick<ApiTransport, 'get' | 'post'>) {
  return {
    /** The nominee of an SLA code; 404 for an unknown code. */
    lookup: (slaCode: string) => http.get<ConfirmationLookup>(confirmationApiPath(slaCode)),
    /**
     * Confirms the venue's participation; 422 with the spec's texts, 409 'Nomination bereits
     * bestätigt.' or outside the confirmation window, 404 for an unknown code, 429 too often.
     */
    confirm: (slaCode: string, input: ConfirmationInput) =>
      http.post<ConfirmationCreated>(confirmationApiPath(slaCode), input),
  };
}
