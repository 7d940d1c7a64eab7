import type { OfferType } from './homeData';

/**
 * The jumbotron's choices (spec section 4): in Switzerland every displayed offer type, sorted by
 * its home label; elsewhere only the first offer type (the dropdown is then not selectable).
 */
export function offerChoices(offerTypes: readonly OfferType[], countryCategory: number) {
  if (countryCategory !== 1) return offerTypes.slice(0, 1);
  return offerTypes
    .filter((type) => type.display)
    .sort((a, b) => a.labelHome.localeCompare(b.labelHome, 'de'));
}
