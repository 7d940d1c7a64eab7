/** The six named photo slots of a location (spec section 3). */
export const PHOTO_SLOTS = [
  'exterior_image',
  'entrance_image',
  'environment_image',
  'conference_image',
  'celebration_image',
  'wedding_image',
] as const;

export type PhotoSlot = (typeof PHOTO_SLOTS)[number];
