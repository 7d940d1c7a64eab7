import { slugify } from '@eventalp/plugin-catalog/domain';

/** An occasion a landing page stands for: a location category (taxonomy type 9) and its heading. */
export interface LandingOccasion {
  /** First path segment after `/locations/`. */
  slug: string;
  categoryId: number;
  /** Plural heading, e.g. "Hochzeitslocations". */
  heading: string;
}

/** The location categories with their landing-page wording (spec section 3, award categories). */
export const LANDING_OCCASIONS: readonly LandingOccasion[] = [
  { slug: 'hochzeit', categoryId: 516, heading: 'Hochzeitslocations' },
  { slug: 'seminar', categoryId: 508, heading: 'Tagungslocations und Seminarhotels' },
  { slug: 'sitzung', categoryId: 521, heading: 'Sitzungszimmer und Meetinglocations' },
  { slug: 'kongress', categoryId: 509, heading: 'Kongresslocations' },
  { slug: 'eventraum', categoryId: 510, heading: 'Eventräume' },
  { slug: 'eventlocation', categoryId: 511, heading: 'Eventlocations' },
  { slug: 'eventhalle', categoryId: 512, heading: 'Eventhallen und Messehallen' },
  { slug: 'bar-club', categoryId: 515, heading: 'Bars und Clubs für Anlässe' },
  { slug: 'restaurant', categoryId: 513, heading: 'Restaurants und Genusslocations' },
  { slug: 'erlebnis', categoryId: 514, heading: 'Erlebnislocations' },
  { slug: 'sportstadion', categoryId: 1024, heading: 'Sportstadien' },
];

/** A canton (type 26, with Liechtenstein 1001), German state (27) or Austrian state (28). */
export interface LandingRegion {
  id: number;
  type: 26 | 27 | 28;
  name: string;
}

const COUNTRY_OF_TYPE = { 26: 1, 27: 2, 28: 3 } as const;
const LIECHTENSTEIN = 1001;
/** States whose German name takes an article ("im Saarland", "in der Steiermark"). */
const PREPOSITION: Record<string, string> = {
  Saarland: 'im',
  Burgenland: 'im',
  Steiermark: 'in der',
};

/** The path segment and the "in ..." phrase of a region, e.g. `kanton-zuerich`, "im Kanton Zürich". */
export function regionWording(region: LandingRegion): { slug: string; phrase: string } {
  if (region.type === 26 && region.id !== LIECHTENSTEIN)
    return { slug: `kanton-${slugify(region.name)}`, phrase: `im Kanton ${region.name}` };
  return {
    slug: slugify(region.name),
    phrase: `${PREPOSITION[region.name] ?? 'in'} ${region.name}`,
  };
}

/** A search landing page: what it is called and which search it stands for. */
export interface LandingPage {
  path: string;
  country_category: 1 | 2 | 3;
  /** H1 (and page title). */
  title: string;
  /** Meta description (at most 160 characters). */
  description: string;
  /** Parameters of `GET /api/guest/search/locations` this page shows. */
  filters: Record<string, string>;
}

/** One landing page per occasion and region, e.g. `/locations/hochzeit/kanton-zuerich`. */
export function planLandingPages(
  regions: readonly LandingRegion[],
  occasions: readonly LandingOccasion[] = LANDING_OCCASIONS,
): LandingPage[] {
  return occasions.flatMap((occasion) =>
    regions.map((region) => {
      const { slug, phrase } = regionWording(region);
      const title = `${occasion.heading} ${phrase}`;
      return {
        path: `/locations/${occasion.slug}/${slug}`,
        country_category: COUNTRY_OF_TYPE[region.type],
        title,
        description: `${title} finden und mieten: Räume, Kapazitäten und Angebote vergleichen und direkt anfragen.`,
        filters: { category: String(occasion.categoryId), region: String(region.id) },
      };
    }),
  );
}

/**
 * The stored form of a visitor's path: lower case, without the `/site` prefix, the search session
 * segment (`/seedId=12345678`), a trailing slash, query or fragment
 * (`/site/locations/Hochzeit/kanton-zuerich/seedId=12345678` -> `/locations/hochzeit/kanton-zuerich`).
 */
export function normalizeLandingPath(path: string): string {
  const bare = path
    .split(/[?#]/)[0]!
    .toLowerCase()
    .replace(/\/+$/, '')
    .replace(/\/seedid=\d*$/, '');
  return bare.startsWith('/site/') ? bare.slice('/site'.length) : bare;
}
