import { defineRatingCallToAction } from './ratingCta/defineRatingCallToAction';
import { defineRegionResults } from './regionResults/defineRegionResults';
import { defineAwardSeal } from './seal/defineAwardSeal';

defineAwardSeal();
defineRatingCallToAction();
defineRegionResults();
