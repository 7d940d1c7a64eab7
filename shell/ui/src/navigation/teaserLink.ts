import { locationPath, providerPath } from '@eventalp/plugin-catalog/domain';

/** The link fields of a home teaser (spec section 3, "Teaser item"). */
export interface TeaserItem {
  external_link?: string | null;
  link?: {
    entity_type: 'location' | 'provider';
    id: number;
    slug: string | null;
    legacy_slug: string | null;
    category_id: number;
    category_slug: string;
  } | null;
}

/** Attributes of a teaser's `<a>`: external links open in a new tab without access to the opener. */
export interface TeaserAnchor {
  href: string;
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/**
 * An address typed in the back office as a link (spec section 2, "Other": https:// put in front
 * when it does not start with http), so 'www.example.ch' never becomes a path on this site.
 */
export function externalHref(address: string): string {
  const trimmed = address.trim();
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * Where a teaser leads (spec section 2, "Other"): its external link (`externalHref`, in a new
 * tab), else its entry's page by the slug rule, else '/'.
 */
export function teaserLink(item: TeaserItem, brand: string): TeaserAnchor {
  const external = item.external_link?.trim();
  if (external)
    return { href: externalHref(external), target: '_blank', rel: 'noopener noreferrer' };
  const link = item.link;
  if (!link) return { href: '/' };
  const entry = { ...link, category: { id: link.category_id, slug: link.category_slug } };
  return {
    href: link.entity_type === 'location' ? locationPath(brand, entry) : providerPath(entry),
  };
}
