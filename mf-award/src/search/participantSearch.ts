import type {
  AwardLanguage,
  ParticipantList,
  ParticipantQuery,
} from '@eventalp/plugin-award/domain';

/** The query parameters the award's lists read. */
export const PARTICIPANT_PARAMS = ['name', 'region', 'category', 'page'] as const;

/** The filters of a list as its URL holds them. */
export interface ParticipantFilters {
  name?: string;
  region?: number;
  category?: number;
  page: number;
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
