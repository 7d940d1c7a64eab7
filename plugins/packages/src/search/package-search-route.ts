import crypto from 'node:crypto';
import {
  defineRoute,
  ValidationError,
  type PlatformServices,
  type SearchDocument,
} from '@eventalp/platform-sdk';
import { TAXONOMY_PLACES } from '@eventalp/plugin-taxonomy';
import {
  dayNumber,
  PACKAGE_SEARCH_PATH,
  packagePagePath,
  packageSearchAnswer,
  packageSearchInput,
  packageSearchMessages,
  priceFrom,
  type PackageEventType,
  type PackageSearchCard,
} from '../domain';
import { buildPackageQuery } from './build-package-query';
import { SEARCH_HORIZON_DAYS } from './package-documents';

/** A field's value as written: keyword values come back from the engines as lists. */
function firstValue(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === null ? null : String(first);
}

/** A result card of a package document. */
export function packageCardOf(doc: SearchDocument): PackageSearchCard {
  const packageId = Number(doc.id);
  const locationId = Number(firstValue(doc.location_id));
  const name = String(doc.name);
  const eventType = firstValue(doc.event_type) as PackageEventType;
  return {
    packageId,
    name,
    eventType,
    venue: {
      id: locationId,
      name: String(doc.venue_name),
      city: firstValue(doc.city),
      region: firstValue(doc.region_name),
    },
    photoUrl: firstValue(doc.photo),
    persons: Number(doc.persons),
    priceFromRappen: priceFrom(Number(doc.single_price), Number(doc.per_person_price)),
    path: packagePagePath('detail', {
      packageId,
      name,
      eventType,
      locationId,
      locationSlug: firstValue(doc.venue_slug) ?? '',
    }),
  };
}

/** `GET /api/guest/packages/search`: published packages by persons, where, event type and date. */
export function packageSearchRoutes(services: PlatformServices) {
  const places = services.service(TAXONOMY_PLACES);
  return [
    defineRoute({
      method: 'get',
      path: PACKAGE_SEARCH_PATH,
      summary:
        'Search published packages: persons, region, place or radius, event type, free on a date; stable order per seed',
      access: 'public',
      input: { query: packageSearchInput },
      responses: { 200: packageSearchAnswer },
      async handler({ query }) {
        if (query.date) {
          const today = dayNumber(services.now().toISOString().slice(0, 10));
          const day = dayNumber(query.date);
          if (day < today || day >= today + SEARCH_HORIZON_DAYS)
            throw ValidationError.field('date', packageSearchMessages.dateRange);
        }
        const seed = query.seed ?? String(crypto.randomInt(10_000_000, 100_000_000));
        const placePosition =
          query.place && query.distance > 0 ? await places.positionOf(query.place) : null;
        const result = await services.search.query(
          buildPackageQuery(query, { seed, placePosition }),
        );
        return {
          total: result.total,
          page: query.page,
          size: query.size,
          seed,
          cards: result.hits.map((hit) => packageCardOf(hit.document)),
        };
      },
    }),
  ];
}
