import fs from 'node:fs';
import path from 'node:path';
import { contractIndex } from '../search-engine-contract';
import { bulkBody, indexBody, resultOf, searchBody, suggestBody } from './opensearch-bodies';

/** Compares with `__golden__/<name>.json`; `UPDATE_GOLDEN=1` rewrites the file after a deliberate change. */
function expectGolden(name: string, actual: unknown): void {
  const file = path.join(__dirname, '__golden__', `${name}.json`);
  const text = `${JSON.stringify(actual, null, 2)}\n`;
  if (process.env.UPDATE_GOLDEN === '1') fs.writeFileSync(file, text);
  expect(text).toBe(fs.readFileSync(file, 'utf8'));
}

describe('OpenSearch request bodies', () => {
  it('index: german folded analysis, strict mappings, suggest sub-field', () => {
    expectGolden('index', indexBody(contractIndex));
  });

  it('bulk upsert: keyword values as strings, geo points as lat/lon', () => {
    expectGolden(
      'bulk',
      bulkBody(contractIndex, 'ea_contract_venues', [
        {
          id: '2',
          name: 'Schloss Laufen',
          region: 297,
          features: ['5'],
          capacity: 120,
          position: { lat: 47.6778, lng: 8.6153 },
        },
      ]),
    );
  });

  it.each([
    ['query-all', { index: contractIndex.name }],
    ['query-text', { index: contractIndex.name, text: 'Hochzeit am See', perPage: 10 }],
    [
      'query-boost',
      {
        index: contractIndex.name,
        sort: [
          { field: 'tier', order: 'desc' as const },
          { boost: { field: 'features', anyOf: ['7'] } },
        ],
      },
    ],
    [
      'query-none-of',
      {
        index: contractIndex.name,
        filters: [
          { field: 'region', anyOf: ['297'] },
          { field: 'features', noneOf: ['2026-12-24', '2026-12-25'] },
        ],
      },
    ],
    [
      'query-map-points',
      { index: contractIndex.name, fields: ['position', 'tier'], perPage: 10_000 },
    ],
    [
      'query-filters-facets',
      {
        index: contractIndex.name,
        text: 'Seminar',
        filters: [
          { field: 'region', anyOf: ['297', '272'] },
          { field: 'features', allOf: ['5', '6'] },
          { field: 'capacity', min: 100, max: 2000 },
          { field: 'position', near: { lat: 47.3769, lng: 8.5417, radiusKm: 40 } },
        ],
        facets: ['region', 'features'],
        sort: [
          { field: 'tier', order: 'desc' as const },
          { relevance: true as const },
          { random: '12345678' },
        ],
        page: 3,
        perPage: 36,
      },
    ],
  ])('%s', (name, query) => {
    expectGolden(name, searchBody(contractIndex, query));
  });

  it('suggest: bool_prefix over the search-as-you-type sub-fields', () => {
    expectGolden('suggest', suggestBody(contractIndex, 'Kongr', 8));
  });

  it('rejects unknown fields and non-keyword facets', () => {
    expect(() =>
      searchBody(contractIndex, { index: 'x', filters: [{ field: 'nope', anyOf: ['1'] }] }),
    ).toThrow("Unknown search field 'nope'");
    expect(() => searchBody(contractIndex, { index: 'x', facets: ['capacity'] })).toThrow(
      "Facet field 'capacity' is not a keyword field",
    );
  });

  it('reads an answer back into the port shape', () => {
    const result = resultOf(
      contractIndex,
      {
        hits: {
          total: { value: 2 },
          hits: [
            {
              _id: '3',
              _score: 1.5,
              _source: {
                doc_id: '3',
                name: 'Kongresshaus Zürich',
                position: { lat: 47.36, lon: 8.53 },
              },
            },
          ],
        },
        aggregations: { region: { values: { buckets: [{ key: '297', doc_count: 2 }] } } },
      },
      ['region', 'features'],
    );
    expect(result).toEqual({
      total: 2,
      hits: [
        {
          id: '3',
          score: 1.5,
          document: { id: '3', name: 'Kongresshaus Zürich', position: { lat: 47.36, lng: 8.53 } },
        },
      ],
      facets: { region: [{ value: '297', count: 2 }], features: [] },
    });
  });
});
