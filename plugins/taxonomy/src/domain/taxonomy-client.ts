import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { AllTaxonomies } from './taxonomy-answers';

/** Paths of the taxonomy routes below `/api`. */
export const TAXONOMY_PATHS = { all: '/guest/location/all-taxonomies' } as const;

/** The taxonomies for a front end, typed as the route declares them. */
export function taxonomyClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** Every taxonomy (about 350 KB: every place); the API keeps it a minute. */
    all: () => http.get<AllTaxonomies>(TAXONOMY_PATHS.all),
  };
}
