/** Provider list paths (spec section 2) and their main category ids (spec section 3). */
export const PROVIDER_LISTS: Record<string, number> = {
  catering_partyservice: 451,
  eventtechnik: 452,
  agentur: 450,
  einrichtung_ausstattung: 457,
  infrastruktur: 455,
  unterhaltung: 456,
  foto_video: 453,
};
