import {
  participantQuery,
  type AwardLanguage,
  type ParticipantList,
  type ParticipantQuery,
} from '@eventalp/plugin-award/domain';
import type { PageQuery } from '@eventalp/shell-kit';

/** The query parameters the award's lists read. */
export const PARTICIPANT_PARAMS = ['name', 'region', 'category', 'page'] as const;

/** The filters of a list as its URL holds them. */
export interface ParticipantFilters {
  name?: string;
  region?: number;
  category?: number;
  page: number;
}

/**
 * The filters of the URL, each checked on its own: a value a visitor cannot have chosen (a
 * region that is no number, a page 0) is dropped rather than failing the page.
 */
export function filtersOf(query: PageQuery): ParticipantFilters {
  const { shape } = participantQuery;
  const valid = <T>(parsed: { success: true; data: T } | { success: false }) =>
    parsed.success ? parsed.data : undefined;
  return {
    name: valid(shape.name.safeParse(query.name)) || undefined,
    region: valid(shape.region.safeParse(query.region)),
    category: valid(shape.category.safeParse(query.category)),
    page: valid(shape.page.safeParse(query.page)) ?? 1,
  };
}

/** The API query of a list with these filters. */
export function apiQueryOf(list: ParticipantList, filters: ParticipantFilters): ParticipantQuery {
  return { list, ...filters };
}

/** The list's path with these filters (page 1 left out), for links and the pagination. */
export function listHref(path: string, filters: Partial<ParticipantFilters>): string {
  const params = new URLSearchParams();
  if (filters.name) params.set('name', filters.name);
  if (filters.region) params.set('region', String(filters.region));
  if (filters.category) params.set('category', String(filters.category));
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** The award search in `language` (`/site/{language}/swisslocationaward`, spec section 2). */
export const awardSearchPath = (language: AwardLanguage) => `/site/${language}/swisslocationaward`;
