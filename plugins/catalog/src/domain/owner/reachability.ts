/**
 * The 38 highways the form offers for the nearest highway (spec section 3, reachability options).
 * The form offers these and the three airports as choices; the server takes any name (exits,
 * German and Austrian roads and airports of entries there are kept as written).
 */
export const HIGHWAYS = [
  'A1',
  'A1a',
  'A1H',
  'A1L',
  'A1R',
  'A2',
  'A3',
  'A3W',
  'A4',
  'A4a',
  'A5',
  'A6',
  'A7',
  'A8',
  'A9',
  'A9a',
  'A11',
  'A12',
  'A13',
  'A14',
  'A15',
  'A16',
  'A17',
  'A18',
  'A19',
  'A20',
  'A21',
  'A22',
  'A23',
  'A24',
  'A25',
  'A26',
  'A27',
  'A28',
  'A29',
  'A50',
  'A51',
  'A53',
] as const;

/** The three airports of the reachability list. */
export const AIRPORTS = ['Zürich', 'Basel-Mulhouse', 'Genf'] as const;

/** Whole-location and room rent options: 0 only as a whole, 1 exclusive or partial, 2 not exclusive. */
export const RENT_OPTIONS = [0, 1, 2] as const;

/** Floor options of a room. */
export const FLOOR_OPTIONS = ['Diverses', 'Holz', 'Parkett', 'Stein', 'Teppich'] as const;
