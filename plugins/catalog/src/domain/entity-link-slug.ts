/** The last path segment of a location/provider/job link: `slug.html`, else the legacy slug, else nothing. */
export function entityLinkSlug(entry: {
  slug?: string | null;
  legacy_slug?: string | null;
}): string {
  if (entry.slug) return `${entry.slug}.html`;
  return entry.legacy_slug ?? '';
}

/** Path of a location detail page (route single.location.display). */
export function locationPath(
  product: string,
  entry: {
    id: number;
    slug?: string | null;
    legacy_slug?: string | null;
    category: { id: number; slug: string };
  },
): string {
  const tail = entityLinkSlug(entry);
  return `/site/_${product}/${entry.category.id}/${entry.category.slug}/${entry.id}${tail ? `/${tail}` : ''}`;
}

/** Path of a provider detail page (route single.provider.display). */
export function providerPath(entry: {
  id: number;
  slug?: string | null;
  legacy_slug?: string | null;
  category: { id: number; slug: string };
}): string {
  const tail = entityLinkSlug(entry);
  return `/site/_dienstleister/${entry.category.id}/${entry.category.slug}/${entry.id}${tail ? `/${tail}` : ''}`;
}

/** A URL slug from a name: lower-case ASCII, umlauts folded, words joined by dashes. */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' und ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120);
}
