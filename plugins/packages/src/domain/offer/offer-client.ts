import { apiPath, type ApiTransport } from '@eventalp/platform-sdk/domain';
import {
  OFFER_PATHS,
  type PackageOffer,
  type ReservationAnswer,
  type ReservationInput,
} from './offer-answers';

/** The visitors' package routes (detail, summary and reservation pages), typed as declared. */
export function offerClient(http: ApiTransport) {
  return {
    offer: (packageId: number) => http.get<PackageOffer>(apiPath(OFFER_PATHS.offer, { packageId })),
    reserve: (body: ReservationInput) => http.post<ReservationAnswer>(OFFER_PATHS.reserve, body),
  };
}
