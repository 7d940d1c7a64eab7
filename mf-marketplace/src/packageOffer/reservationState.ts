import {
  choiceErrors,
  packagePrice,
  priceInputOf,
  type PackagePrice,
} from '@eventalp/plugin-packages/domain';
import type { OfferPageData } from './offerData';

/** A choice's problems (German, by field) and, when it has none, its price as the server computes it. */
export function reservationState({ offer, choice, today }: OfferPageData): {
  errors: Record<string, string>;
  price: PackagePrice | null;
} {
  const errors = choiceErrors(offer, choice, today);
  return {
    errors,
    price: Object.keys(errors).length === 0 ? packagePrice(priceInputOf(offer, choice)) : null,
  };
}
