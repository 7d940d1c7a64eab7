import {
  LOCATION_SEARCH_PARAMS,
  PROVIDER_SEARCH_PARAMS,
  type ParamDefinition,
} from './domain/search-parameters';
import { locationSearchInput } from './location-search-input';
import { providerSearchInput } from './provider-search-input';

// The search page writes its URLs from the parameter table; the routes validate them with their
// input schemas, built from the same table. Every value the page may write must pass, every
// value just outside the table's limits must not, and no filter of a route may be missing from
// the page's table.

/** Values the page may write for a parameter, and values it never writes. */
function samples(param: ParamDefinition): { valid: string[]; invalid: string[] } {
  switch (param.type) {
    case 'text':
      return {
        valid: ['Saal', 'x'.repeat(param.maxLength)],
        invalid: ['x'.repeat(param.maxLength + 1)],
      };
    case 'ids':
      return {
        valid: ['272', Array.from({ length: 50 }, (_, i) => String(i + 1)).join(',')],
        invalid: ['abc', Array.from({ length: 51 }, (_, i) => String(i + 1)).join(',')],
      };
    case 'choice':
      return { valid: [...param.values], invalid: ['unbekannt'] };
    case 'integer':
      return {
        valid: [String(param.min), String(param.max)],
        invalid: [String(param.min - 1), 'viele'],
      };
    case 'step':
      return { valid: param.steps.map(String), invalid: ['-1', 'hoch'] };
    case 'bounds':
      return { valid: ['46.9,8.2,47.6,9'], invalid: ['47.6,8.2,46.9,9'] };
    case 'date':
      return { valid: ['2027-05-01'], invalid: ['2027-02-30'] };
  }
}

describe.each([
  ['location', LOCATION_SEARCH_PARAMS, locationSearchInput],
  ['provider', PROVIDER_SEARCH_PARAMS, providerSearchInput],
] as const)('the %s search parameter table', (_kind, table, schema) => {
  it('names every filter of the route, and nothing else besides paging and the seed', () => {
    const routeFilters = Object.keys(schema.shape).filter(
      (name) => !['page', 'per_page', 'seed'].includes(name),
    );
    expect(table.map((param) => param.name).sort()).toEqual(routeFilters.sort());
  });

  it.each(table.map((param) => [param.name, param] as const))(
    'writes only values of %s the route accepts, and the route refuses values outside its limits',
    (name, param) => {
      const { valid, invalid } = samples(param);
      // `distance` needs a place to mean anything; the route checks it alone.
      for (const value of valid) expect(schema.safeParse({ [name]: value }).success).toBe(true);
      for (const value of invalid) expect(schema.safeParse({ [name]: value }).success).toBe(false);
    },
  );
});
