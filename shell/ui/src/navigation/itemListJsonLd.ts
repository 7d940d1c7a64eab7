import type { Crumb } from './breadcrumbJsonLd';

/**
 * schema.org `ItemList` of one page of a list (magazine, jobs): its items' names and absolute
 * URLs, positions counted over the whole list (page 2 of 12 per page starts at 13).
 */
export function itemListJsonLd(
  origin: string,
  name: string,
  items: readonly Crumb[],
  list: { page: number; perPage: number },
): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: (list.page - 1) * list.perPage + index + 1,
      url: `${origin}${item.path}`,
      name: item.name,
    })),
  };
}
