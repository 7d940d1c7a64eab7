import { z } from 'zod';
import { entryCardAnswer } from '@eventalp/plugin-catalog/domain';
import { SUGGESTION_KINDS, SUGGESTION_PARAMS } from './suggestion-kinds';

const count = z.number().int();

/** How many results a filter value would find (disjunctive: a field's own filter is left out). */
export const facetCountAnswer = z.object({ value: z.string(), count }).meta({ id: 'FacetCount' });
export type FacetCount = z.output<typeof facetCountAnswer>;

/** Counts per filter value, by URL parameter. */
export type Facets = Record<string, FacetCount[]>;

/** `GET /api/guest/search/{locations|providers}`: one page of cards with facet counts. */
export const entrySearchResultsAnswer = z
  .object({
    total: count,
    page: count,
    per_page: count,
    /** The visitor's 8-digit seed of the random order (new when none was asked). */
    seed: z.string(),
    data: z.array(entryCardAnswer),
    facets: z.record(z.string(), z.array(facetCountAnswer)),
  })
  .meta({ id: 'EntrySearchResults' });
export type EntrySearchResults = z.output<typeof entrySearchResultsAnswer>;

export const mapPointAnswer = z
  .object({ id: count, lat: z.number(), lng: z.number(), tier: count })
  .meta({ id: 'MapPoint' });
export type MapPoint = z.output<typeof mapPointAnswer>;

/** `GET /api/guest/search/{locations|providers}/map`: every matching entry with a position. */
export const mapPointsAnswer = z
  .object({ total: count, points: z.array(mapPointAnswer) })
  .meta({ id: 'MapPoints' });
export type MapPoints = z.output<typeof mapPointsAnswer>;

/** An autocomplete suggestion: a filter to set (`param`), or an entry to open (`href`). */
export const suggestionAnswer = z
  .object({
    kind: z.enum(SUGGESTION_KINDS),
    id: z.string(),
    text: z.string(),
    param: z.enum(SUGGESTION_PARAMS).nullable(),
    href: z.string().nullable(),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.output<typeof suggestionAnswer>;

/** `GET /api/guest/search/suggest`: at most ten suggestions, grouped by kind. */
export const suggestionsAnswer = z
  .object({ data: z.array(suggestionAnswer) })
  .meta({ id: 'Suggestions' });

/** `GET /api/guest/search/locations/suggest`: location names for the older autocomplete. */
export const nameSuggestionsAnswer = z
  .object({ data: z.array(z.object({ id: z.string(), text: z.string() })) })
  .meta({ id: 'NameSuggestions' });

/** `GET /api/guest/search/landing-pages/by-path`: a landing page the back office defined (SEO). */
export const landingPageAnswer = z
  .object({
    title: z.string(),
    description: z.string(),
    /** Search filters in the API's parameter names. */
    filters: z.record(z.string(), z.string()),
    total: count,
    canonicalPath: z.string(),
  })
  .meta({ id: 'LandingPage' });
export type LandingPage = z.output<typeof landingPageAnswer>;

/** `GET /api/guest/search/landing-pages`: a country's landing pages that find something. */
export const landingPageListAnswer = z
  .object({ data: z.array(z.object({ path: z.string(), title: z.string(), total: count })) })
  .meta({ id: 'LandingPageList' });
export type LandingPageList = z.output<typeof landingPageListAnswer>;
