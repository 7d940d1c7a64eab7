import { z } from 'zod';
import {
  authorFields,
  choiceFilter,
  containsFilter,
  defineResource,
  messages,
  requiredText,
  text,
} from '@eventalp/platform-sdk';
import { locationSearchInput } from '../location-search-input';
import { LANDING_PAGES } from './landing-page-migrations';

/** Who may edit the SEO landing pages (SEO is the editors' area). */
export const BACKOFFICE_SEO = 'backoffice.seo';

/** A landing page's path: `/locations/` and slugs (a-z, 0-9, single hyphens), e.g. `/locations/hochzeit/kanton-zuerich`. */
export const LANDING_PATH = /^\/locations(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)+$/;

/** Lengths of the page's texts: the H1 and page title, and the meta description. */
export const LANDING_TITLE = { min: 10, max: 120 } as const;
export const LANDING_DESCRIPTION = { min: 50, max: 320 } as const;

/** The spec names no text for a taken path; ours. */
export const LANDING_PATH_TAKEN = 'Für diesen Pfad gibt es schon eine Landingpage.';

/** A landing page as the back office lists, shows and changes it. */
export const backofficeLandingPageAnswer = z.object({
  id: z.number().int(),
  path: z.string(),
  country_category: z.number().int(),
  title: z.string(),
  description: z.string(),
  filters: z.record(z.string(), z.string()),
  ...authorFields,
});

/** Only parameters of the location search, each valid there; at least one. */
const landingFilters = z
  .record(text(40), text(255), { error: messages.format })
  .refine(
    (filters) =>
      Object.keys(filters).length > 0 && locationSearchInput.strict().safeParse(filters).success,
    { error: messages.format },
  );

/**
 * A new or changed landing page: its path (slugs below `/locations`, unique), country category,
 * title (H1) and meta description with their lengths, and the location search it shows.
 */
export const landingPageInput = z.object({
  path: requiredText({ max: 255 }).regex(LANDING_PATH, { error: messages.format }),
  country_category: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.enum(['1', '2', '3'], { error: messages.format }).transform(Number),
  ),
  title: requiredText(LANDING_TITLE),
  description: requiredText(LANDING_DESCRIPTION),
  filters: landingFilters,
});

/**
 * The SEO landing pages in the back office (editor and admin): list with search and filters,
 * create, change, delete, history. The by-path route reads the table on every request and the
 * sitemap list notices a change on its next request (see `landing-page-routes.ts`).
 */
export const landingPageResource = defineResource({
  name: 'seo-landing-pages',
  answerName: 'BackofficeLandingPage',
  noun: 'landing page',
  table: LANDING_PAGES,
  row: backofficeLandingPageAnswer,
  create: landingPageInput,
  filters: {
    country_category: choiceFilter('country_category', ['1', '2', '3']),
    path: containsFilter('path'),
  },
  sortable: ['path', 'title', 'country_category', 'updated_at', 'id'],
  search: ['path', 'title', 'description'],
  delete: true,
  unique: ['path'],
  uniqueMessage: LANDING_PATH_TAKEN,
  permissions: { read: BACKOFFICE_SEO, write: BACKOFFICE_SEO },
});
