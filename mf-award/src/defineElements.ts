import { defineRatingCallToAction } from './ratingCta/defineRatingCallToAction';
import { defineAwardSeal } from './seal/defineAwardSeal';

defineAwardSeal();
defineRatingCallToAction();
