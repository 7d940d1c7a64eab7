import { z } from 'zod';
import { defineRoute, messages, type PlatformServices } from '@eventalp/platform-sdk';
import type { MediaLibrary } from '@eventalp/plugin-media';
import { homeContentAnswer, packageDealsAnswer } from './domain/home-answers';
import { HOME_PATHS } from './domain/home-client';
import type { CountryCategory } from './home-boxes';
import { loadHomeContent } from './home-content-store';
import { loadPackageDeals } from './package-deal-store';

/** Home content is edited rarely and read on every home view: shared caches may keep it a minute. */
const CACHE_CONTROL = 'public, max-age=60';

const countryQuery = z.object({
  country: z.enum(['1', '2', '3'], { error: messages.format }).optional(),
});

const countryOf = (query: { country?: string }, state: Record<string, unknown>) =>
  Number(query.country ?? state.countryCategory ?? 1) as CountryCategory;

/** The home's public API: its content per country category (with the award's state), the package deals. */
export function homeRoutes(services: PlatformServices, media: MediaLibrary) {
  return [
    defineRoute({
      method: 'get',
      path: HOME_PATHS.content,
      summary:
        "Home content of a country category (default: the domain's): offer types, headers, boxes, popular searches, award campaigns",
      access: 'public',
      input: { query: countryQuery },
      responses: { 200: homeContentAnswer },
      async handler({ query, koa }) {
        koa.set('Cache-Control', CACHE_CONTROL);
        return loadHomeContent(services, media, countryOf(query, koa.state));
      },
    }),
    defineRoute({
      method: 'get',
      path: HOME_PATHS.packageDeals,
      summary: 'Package deals grouped private, company, public',
      access: 'public',
      responses: { 200: packageDealsAnswer },
      async handler({ koa }) {
        koa.set('Cache-Control', CACHE_CONTROL);
        return loadPackageDeals(services.db, media);
      },
    }),
  ];
}
