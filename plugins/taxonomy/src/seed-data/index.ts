import type { TaxonomySeedEntry } from './taxonomy-seed-entry';
import { specialOccasions } from './special-occasions';
import { locationSettings } from './location-settings';
import { accesses } from './accesses';
import { eventKinds } from './event-kinds';
import { buildingTypes } from './building-types';
import { infrastructure } from './infrastructure';
import { technology } from './technology';
import { furniture } from './furniture';
import { surroundings } from './surroundings';
import { awardCategories } from './award-categories';
import { providerMainCategories } from './provider-main-categories';
import { priceStyles } from './price-styles';
import { styles } from './styles';
import { operations } from './operations';
import { providerOffers } from './provider-offers';
import { swissRegions } from './swiss-regions';
import { germanStates } from './german-states';
import { austrianStates } from './austrian-states';
import { places } from './places';
import { ratingAspects } from './rating-aspects';

export type { TaxonomySeedEntry } from './taxonomy-seed-entry';
export {
  specialOccasions,
  locationSettings,
  accesses,
  eventKinds,
  buildingTypes,
  infrastructure,
  technology,
  furniture,
  surroundings,
  awardCategories,
  providerMainCategories,
  priceStyles,
  styles,
  operations,
  providerOffers,
  swissRegions,
  germanStates,
  austrianStates,
  places,
  ratingAspects,
};

/**
 * Every taxonomy row, one table with id as primary key (ids are unique across all types).
 * Referenced rows come first: main categories (21) before offers (25), and cantons/states
 * (26-28) before the places (29) whose region_id points at them.
 */
export const taxonomySeed: readonly TaxonomySeedEntry[] = [
  ...specialOccasions,
  ...locationSettings,
  ...accesses,
  ...eventKinds,
  ...buildingTypes,
  ...infrastructure,
  ...technology,
  ...furniture,
  ...surroundings,
  ...awardCategories,
  ...providerMainCategories,
  ...priceStyles,
  ...styles,
  ...operations,
  ...providerOffers,
  ...swissRegions,
  ...germanStates,
  ...austrianStates,
  ...places,
  ...ratingAspects,
];
