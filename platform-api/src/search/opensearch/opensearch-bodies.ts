import type {
  FacetCount,
  SearchDocument,
  SearchFilter,
  SearchIndexDefinition,
  SearchQuery,
  SearchResult,
} from '@eventalp/platform-sdk';
import { randomSeed } from '../random-seed';

// Request bodies for OpenSearch, built as plain data so they can be checked against golden files.

type Json = Record<string, unknown>;

/** Tie-breaker field: OpenSearch cannot sort on `_id`, so every document carries its id again. */
export const DOC_ID_FIELD = 'doc_id';
const WEIGHT_BOOST: Record<string, number> = { A: 4, B: 3, C: 2, D: 1 };

/** Index settings and mappings: German stemming over folded text (umlauts as in Postgres' unaccent). */
export function indexBody(definition: SearchIndexDefinition): Json {
  const properties: Json = { [DOC_ID_FIELD]: { type: 'keyword' } };
  for (const [field, spec] of Object.entries(definition.fields)) {
    if (spec.type === 'text') {
      properties[field] = {
        type: 'text',
        analyzer: 'german_folded',
        ...(spec.suggest
          ? { fields: { suggest: { type: 'search_as_you_type', analyzer: 'folded' } } }
          : {}),
      };
    } else if (spec.type === 'geo_point') {
      properties[field] = { type: 'geo_point' };
    } else {
      properties[field] = { type: spec.type };
    }
  }
  return {
    settings: {
      number_of_shards: 1,
      // The search API pages up to 1,000 pages of 100 and map views ask for 10,000 points.
      max_result_window: 100_000,
      analysis: {
        filter: {
          german_stop: { type: 'stop', stopwords: '_german_' },
          german_stemmer: { type: 'stemmer', language: 'light_german' },
        },
        analyzer: {
          german_folded: {
            tokenizer: 'standard',
            filter: [
              'lowercase',
              'german_stop',
              'german_normalization',
              'asciifolding',
              'german_stemmer',
            ],
          },
          folded: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] },
        },
      },
    },
    mappings: { dynamic: 'strict', properties },
  };
}

/** A document as OpenSearch stores it: keyword values as strings, geo points as `{ lat, lon }`. */
export function sourceOf(definition: SearchIndexDefinition, doc: SearchDocument): Json {
  const source: Json = { [DOC_ID_FIELD]: doc.id };
  for (const [field, spec] of Object.entries(definition.fields)) {
    const value = doc[field];
    if (value === undefined || value === null) continue;
    if (spec.type === 'keyword')
      source[field] = (Array.isArray(value) ? value : [value]).map(String);
    else if (spec.type === 'geo_point') {
      const point = value as { lat: number; lng: number };
      source[field] = { lat: point.lat, lon: point.lng };
    } else source[field] = value;
  }
  return source;
}

/** The NDJSON lines of a bulk upsert, as objects (the client serializes them). */
export function bulkBody(
  definition: SearchIndexDefinition,
  index: string,
  docs: readonly SearchDocument[],
): Json[] {
  return docs.flatMap((doc) => [
    { index: { _index: index, _id: doc.id } },
    sourceOf(definition, doc),
  ]);
}

function filterClause(definition: SearchIndexDefinition, filter: SearchFilter): Json {
  const spec = definition.fields[filter.field];
  if (!spec)
    throw new Error(`Unknown search field '${filter.field}' in index '${definition.name}'`);
  const value = (v: unknown) => (spec.type === 'keyword' ? String(v) : v);
  if ('anyOf' in filter) return { terms: { [filter.field]: filter.anyOf.map(value) } };
  if ('noneOf' in filter)
    return { bool: { must_not: [{ terms: { [filter.field]: filter.noneOf.map(value) } }] } };
  if ('allOf' in filter)
    return { bool: { filter: filter.allOf.map((v) => ({ term: { [filter.field]: value(v) } })) } };
  if ('near' in filter) {
    const { lat, lng, radiusKm } = filter.near;
    return { geo_distance: { distance: `${radiusKm}km`, [filter.field]: { lat, lon: lng } } };
  }
  return {
    range: {
      [filter.field]: {
        ...(filter.min !== undefined ? { gte: filter.min } : {}),
        ...(filter.max !== undefined ? { lte: filter.max } : {}),
      },
    },
  };
}

/**
 * A search request. Filters on facet fields go to `post_filter` and into every other facet's
 * aggregation filter, so each facet's counts ignore its own selection (as the Postgres adapter).
 */
export function searchBody(definition: SearchIndexDefinition, query: SearchQuery): Json {
  const perPage = Math.min(Math.max(query.perPage ?? 20, 1), 10_000);
  const page = Math.max(query.page ?? 1, 1);
  const facets = query.facets ?? [];
  for (const field of facets) {
    if (definition.fields[field]?.type !== 'keyword')
      throw new Error(`Facet field '${field}' is not a keyword field`);
  }
  const filters = (query.filters ?? []).map((filter) => ({
    field: filter.field,
    clause: filterClause(definition, filter),
  }));
  const onFacet = filters.filter((f) => facets.includes(f.field));
  const others = filters.filter((f) => !facets.includes(f.field));
  const text = query.text?.trim();
  const textFields = Object.entries(definition.fields)
    .filter(([, spec]) => spec.type === 'text')
    .map(([field, spec]) => `${field}^${WEIGHT_BOOST[spec.weight ?? 'D']}`);
  const sort: Json[] = [];
  for (const s of query.sort ?? []) {
    if ('relevance' in s) {
      if (text) sort.push({ _score: { order: 'desc' } });
    } else if ('boost' in s) {
      if (definition.fields[s.boost.field]?.type !== 'keyword')
        throw new Error(`Boost field '${s.boost.field}' is not a keyword field`);
      sort.push({
        _script: {
          type: 'number',
          order: 'asc',
          script: {
            source:
              'for (def v : params.values) { if (doc[params.field].contains(v)) { return 0; } } return 1;',
            params: { field: s.boost.field, values: s.boost.anyOf.map(String) },
          },
        },
      });
    } else if ('random' in s) {
      sort.push({
        _script: {
          type: 'number',
          order: 'asc',
          script: {
            source: "(doc['doc_id'].value + params.seed).hashCode()",
            params: { seed: randomSeed(s.random) },
          },
        },
      });
    } else {
      if (!definition.fields[s.field]) throw new Error(`Unknown sort field '${s.field}'`);
      sort.push({ [s.field]: { order: s.order, missing: '_last' } });
    }
  }
  if ((query.sort ?? []).length === 0 && text) sort.push({ _score: { order: 'desc' } });
  sort.push({ [DOC_ID_FIELD]: { order: 'asc' } });

  return {
    from: (page - 1) * perPage,
    size: perPage,
    track_total_hits: true,
    ...(query.fields ? { _source: [DOC_ID_FIELD, ...query.fields] } : {}),
    query: {
      bool: {
        must: text
          ? [
              {
                multi_match: {
                  query: text,
                  fields: textFields,
                  type: 'cross_fields',
                  operator: 'and',
                },
              },
            ]
          : [{ match_all: {} }],
        filter: others.map((f) => f.clause),
      },
    },
    ...(onFacet.length > 0
      ? { post_filter: { bool: { filter: onFacet.map((f) => f.clause) } } }
      : {}),
    ...(facets.length > 0
      ? {
          aggs: Object.fromEntries(
            facets.map((field) => [
              field,
              {
                filter: {
                  bool: { filter: onFacet.filter((f) => f.field !== field).map((f) => f.clause) },
                },
                aggs: {
                  values: {
                    terms: { field, size: 1000, order: [{ _count: 'desc' }, { _key: 'asc' }] },
                  },
                },
              },
            ]),
          ),
        }
      : {}),
    sort,
  };
}

/** Autocomplete: prefix match on the suggest field, tolerant of small typos. */
export function suggestBody(
  definition: SearchIndexDefinition,
  prefix: string,
  limit: number,
): Json {
  const field = Object.entries(definition.fields).find(
    ([, spec]) => spec.type === 'text' && spec.suggest,
  )?.[0];
  if (!field) throw new Error(`Index '${definition.name}' has no suggest field`);
  return {
    size: limit,
    _source: [field],
    query: {
      multi_match: {
        query: prefix,
        type: 'bool_prefix',
        fuzziness: 'AUTO',
        fields: [`${field}.suggest`, `${field}.suggest._2gram`, `${field}.suggest._3gram`],
      },
    },
  };
}

export interface SearchResponse {
  hits: { total: { value: number }; hits: { _id: string; _score: number | null; _source: Json }[] };
  aggregations?: Record<string, { values: { buckets: { key: string; doc_count: number }[] } }>;
}

/** Reshapes an OpenSearch answer into the port's result (geo points back to `{ lat, lng }`). */
export function resultOf(
  definition: SearchIndexDefinition,
  response: SearchResponse,
  facets: readonly string[],
): SearchResult {
  const geoFields = Object.entries(definition.fields)
    .filter(([, spec]) => spec.type === 'geo_point')
    .map(([field]) => field);
  return {
    total: response.hits.total.value,
    hits: response.hits.hits.map((hit) => {
      const { [DOC_ID_FIELD]: _docId, ...rest } = hit._source;
      for (const field of geoFields) {
        const point = rest[field] as { lat: number; lon: number } | undefined;
        if (point) rest[field] = { lat: point.lat, lng: point.lon };
      }
      return { id: hit._id, score: hit._score ?? 0, document: { ...rest, id: hit._id } };
    }),
    facets: Object.fromEntries(
      facets.map((field) => [
        field,
        (response.aggregations?.[field]?.values.buckets ?? []).map((b): FacetCount => ({
          value: String(b.key),
          count: b.doc_count,
        })),
      ]),
    ),
  };
}
