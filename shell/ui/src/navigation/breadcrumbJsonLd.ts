/** One step of a breadcrumb trail: its name and the site path it links to. */
export interface Crumb {
  name: string;
  path: string;
}

/**
 * schema.org `BreadcrumbList` of a trail, positions from 1, URLs absolute from `origin`
 * (e.g. https://www.eventalp.ch). The last crumb is the page itself.
 */
export function breadcrumbJsonLd(origin: string, trail: readonly Crumb[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${origin}${crumb.path}`,
    })),
  };
}
