import {
  ALL_TAXONOMIES_PATH,
  TAXONOMY_TYPE,
  type AllTaxonomiesResponse,
} from '@eventalp/shell-kit';
import type { PlatformClient, TaxonomyEntry } from '@eventalp/shell-kit';

/** An offer type of the home jumbotron and the search it leads to. */
export interface OfferCategory {
  id: string;
  name: string;
  searchPath: string;
}

export interface Canton {
  id: number;
  name: string;
}

export interface HomeData {
  offerCategories: OfferCategory[];
  cantons: Canton[];
}

/** Provider main category id → provider list path (spec: service map); photo/video is hidden. */
const PROVIDER_SEARCH_PATHS: Record<number, string> = {
  451: '/provider/catering_partyservice',
  452: '/provider/eventtechnik',
  450: '/provider/agentur',
  457: '/provider/einrichtung_ausstattung',
  455: '/provider/infrastruktur',
  456: '/provider/unterhaltung',
};

const byOrderThenName = (a: TaxonomyEntry, b: TaxonomyEntry) =>
  (a.order ?? 0) - (b.order ?? 0) || a.name.localeCompare(b.name, 'de');

/** Reshapes the taxonomy answer into what the home page shows; locations always come first. */
export function toHomeData(response: AllTaxonomiesResponse): HomeData {
  const mainCategories = response.taxonomies[String(TAXONOMY_TYPE.providerMainCategory)] ?? [];
  const providerCategories = [...mainCategories]
    .filter((entry) => PROVIDER_SEARCH_PATHS[entry.id])
    .sort(byOrderThenName)
    .map((entry) => ({
      id: String(entry.id),
      name: entry.name,
      searchPath: PROVIDER_SEARCH_PATHS[entry.id] ?? '/provider',
    }));
  const cantons = [...(response.taxonomies[String(TAXONOMY_TYPE.swissCanton)] ?? [])]
    .sort((a, b) => a.name.localeCompare(b.name, 'de'))
    .map((entry) => ({ id: entry.id, name: entry.name }));
  return {
    offerCategories: [
      { id: 'location', name: 'Location', searchPath: '/locations' },
      ...providerCategories,
    ],
    cantons,
  };
}

export async function loadHomeData(http: PlatformClient): Promise<HomeData> {
  return toHomeData(await http.get<AllTaxonomiesResponse>(ALL_TAXONOMIES_PATH));
}
