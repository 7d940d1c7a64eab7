import type { OfferType } from './homeData';

// One collator for every render: `localeCompare(…, 'de')` builds a native ICU collator per call.
const germanOrder = new Intl.Collator('de');

/**
 * The jumbotron's choices (spec section 4): in Switzerland every displayed offer type, sorted by
 * its home label; elsewhere only the first offer type (the dropdown is then not selectable).
 */
export function offerChoices(offerTypes: readonly OfferType[], countryCategory: number) {
  if (countryCategory !== 1) return offerTypes.slice(0, 1);
  return offerTypes
    .filter((type) => type.display)
    .sort((a, b) => germanOrder.compare(a.labelHome, b.labelHome));
}
