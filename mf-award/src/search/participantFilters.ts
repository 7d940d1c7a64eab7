import { participantQuery } from '@eventalp/plugin-award/domain';
import type { PageQuery } from '@eventalp/shell-kit';
import type { ParticipantFilters } from './participantSearch';

// Apart from participantSearch.ts: the input schema (and zod with it) is fetched only by the list
// pages' load, not by every award page.

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
