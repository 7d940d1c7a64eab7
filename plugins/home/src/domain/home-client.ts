import { withQuery, type ApiTransport } from '@eventalp/platform-sdk/domain';
import type { HomeContent, PackageDeals } from './home-answers';

/** Paths of the home's routes below `/api`. */
export const HOME_PATHS = {
  content: '/guest/home',
  packageDeals: '/guest/home/package-deals',
} as const;

/** The home's answers for a front end, typed as the routes declare them. */
export function homeClient(http: Pick<ApiTransport, 'get'>) {
  return {
    /** The home content of a country category (1 CH, 2 DE, 3 AT). */
    content: (country: number) => http.get<HomeContent>(withQuery(HOME_PATHS.content, { country })),
    packageDeals: () => http.get<PackageDeals>(HOME_PATHS.packageDeals),
  };
}
