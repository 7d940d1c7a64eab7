import { z } from 'zod';
import { defineRoute, messages, type PlatformServices } from '@eventalp/platform-sdk';
import { CATALOGUE, locationPath, providerPath, type EntryKind } from '@eventalp/plugin-catalog';
import { SEARCH_PATHS } from './domain/search-client';
import { suggestionsAnswer } from './domain/search-answers';
import { pickSuggestions, type Suggestion } from './pick-suggestions';
import { categorySuggestions, placeSuggestions, regionSuggestions } from './taxonomy-suggestions';

/** Autocomplete after more than one character (spec section 9). */
export const suggestInput = z.object({
  q: z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .min(2, messages.minLength(2))
    .max(100, messages.maxLength(100)),
  scope: z.enum(['locations', 'providers'], { error: messages.format }).default('locations'),
});

const CANDIDATES = 10;

/** Entry names from the engine's suggestions, with the link to each entry's page. */
async function entrySuggestions(
  services: PlatformServices,
  kind: EntryKind,
  text: string,
): Promise<Suggestion[]> {
  // The Postgres adapter's suggest reads % and _ as LIKE wildcards: no entry name needs them.
  const literal = text.replace(/[%_\\]/g, ' ').trim();
  if (literal.length < 2) return [];
  const found = await services.search.suggest(
    kind === 'location' ? 'locations' : 'providers',
    literal,
    CANDIDATES,
  );
  if (found.length === 0) return [];
  const rows = await services.service(CATALOGUE).publicEntries(
    kind,
    found.map((suggestion) => Number(suggestion.id)),
    ['slug', 'legacy_slug', 'category_id'],
  );
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  return found.flatMap((suggestion) => {
    const row = byId.get(suggestion.id);
    if (!row) return [];
    const linkable = { ...row, category: { id: row.category_id, slug: row.category_slug } };
    return [
      {
        kind,
        id: suggestion.id,
        text: suggestion.text,
        param: null,
        href:
          kind === 'location'
            ? locationPath(services.config.brand, linkable)
            : providerPath(linkable),
      },
    ];
  });
}

/**
 * `GET /guest/search/suggest?q=&scope=`: places, regions, categories (or provider categories and
 * offers) and entry names, at most ten, grouped in that order.
 */
export function suggestRoute(services: PlatformServices) {
  return defineRoute({
    method: 'get',
    path: SEARCH_PATHS.suggest,
    summary:
      'Autocomplete for the search: places, regions, categories/offers (set a search parameter) and entries (link to their page)',
    access: 'public',
    input: { query: suggestInput },
    responses: { 200: suggestionsAnswer },
    async handler({ query, koa }) {
      const country = Number(koa.state.countryCategory ?? 1);
      const { db } = services;
      const groups = await Promise.all([
        placeSuggestions(db, query.q, country),
        regionSuggestions(db, query.q, country),
        categorySuggestions(db, query.q, query.scope),
        entrySuggestions(services, query.scope === 'locations' ? 'location' : 'provider', query.q),
      ]);
      return { data: pickSuggestions(groups) };
    },
  });
}
