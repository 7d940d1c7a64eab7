import type { ApiTransport } from '@eventalp/platform-sdk/domain';
import type { PartnerPagePublic } from './partner-pages';

// The public region pages' addresses and client, without zod: the award's page declarations
// (in the first chunk of every award page) read them; the schemas stay in partner-pages.ts.

/** The two lists of a partner's results page. */
export const PARTNER_PAGE_LISTS = ['nominated', 'awarded'] as const;
export type PartnerPageList = (typeof PARTNER_PAGE_LISTS)[number];

/**
 * The public region pages' `{slaSuffix}` per language and list (spec section 2: "Media
 * nominated/awarded search under /{lang}/sla{year}-nominiert etc."): `/de/sla2025-ausgezeichnet-{slug}`.
 */
export const REGION_PAGE_SUFFIXES = {
  de: { nominated: 'nominiert', awarded: 'ausgezeichnet' },
  fr: { nominated: 'nomine', awarded: 'distingue' },
  it: { nominated: 'nominate', awarded: 'premiate' },
  en: { nominated: 'nominated', awarded: 'awarded' },
} as const satisfies Record<'de' | 'fr' | 'it' | 'en', Record<PartnerPageList, string>>;

/** The path of a region page: `/{language}/sla{year}-{suffix}-{slug}`. */
export function regionPagePath(
  language: keyof typeof REGION_PAGE_SUFFIXES,
  year: number,
  list: PartnerPageList,
  slug: string,
): string {
  return `/${language}/sla${year}-${REGION_PAGE_SUFFIXES[language][list]}-${slug}`;
}

/** Matches a region page's path; its groups: language, year, suffix, slug. */
export const REGION_PAGE_PATTERN =
  /^\/(?<language>de|fr|it|en)\/sla(?<year>\d{4})-(?<suffix>nominiert|ausgezeichnet|nomine|distingue|nominate|premiate|nominated|awarded)-(?<slug>[a-z0-9][a-z0-9-]{1,58}[a-z0-9])\/?$/;

/** The list a region page's suffix names (any language's), or null. */
export function regionPageList(suffix: string): PartnerPageList | null {
  for (const lists of Object.values(REGION_PAGE_SUFFIXES))
    for (const [list, word] of Object.entries(lists))
      if (word === suffix) return list as PartnerPageList;
  return null;
}

/** `GET /api/guest/award/partner-pages/:slug` (public). */
export const regionPageApiPath = (slug: string, year: number | null, list: PartnerPageList) =>
  `/guest/award/partner-pages/${encodeURIComponent(slug)}?${year ? `year=${year}&` : ''}list=${list}`;

export function regionPageClient(http: Pick<ApiTransport, 'get'>) {
  return {
    page: (slug: string, year: number | null, list: PartnerPageList) =>
      http.get<PartnerPagePublic>(regionPageApiPath(slug, year, list)),
  };
}
