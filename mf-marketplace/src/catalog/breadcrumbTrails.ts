import type { Crumb } from '@eventalp/shell-ui';
import type { EntityType, Term } from './catalogTypes';

/** The names of the fixed crumbs, in the page's language. */
export interface TrailNames {
  home: string;
  locations: string;
  providers: string;
}

/** Where the grid of a category lives: `/site/_{brand}/{id}/{slug}` or `/site/_dienstleister/…`. */
export function categoryGridPath(kind: EntityType, brand: string, category: Term): string {
  const area = kind === 'location' ? `_${brand}` : '_dienstleister';
  return `/site/${area}/${category.id}/${category.slug}`;
}

function searchCrumb(kind: EntityType, names: TrailNames): Crumb {
  return kind === 'location'
    ? { name: names.locations, path: '/locations' }
    : { name: names.providers, path: '/provider' };
}

/** Home › Locations|Anbieter › the category, for a grid whose own path is `gridPath`. */
export function gridTrail(
  kind: EntityType,
  category: Term,
  gridPath: string,
  names: TrailNames,
): Crumb[] {
  return [
    { name: names.home, path: '/' },
    searchCrumb(kind, names),
    { name: category.name, path: gridPath },
  ];
}

/**
 * Home › Locations|Anbieter › category › the entry. The brand of a location's category grid is
 * read from the entry's own path (`/site/_{brand}/…`).
 */
export function entryTrail(
  entry: { entity_type: EntityType; name: string; path: string; category: Term },
  names: TrailNames,
): Crumb[] {
  const brand = /^\/site\/_([a-z0-9]+)\//.exec(entry.path)?.[1] ?? '';
  return [
    ...gridTrail(
      entry.entity_type,
      entry.category,
      categoryGridPath(entry.entity_type, brand, entry.category),
      names,
    ),
    { name: entry.name, path: entry.path },
  ];
}
