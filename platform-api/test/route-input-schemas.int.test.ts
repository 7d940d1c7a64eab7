import { createTestPlatform, type TestPlatform } from './test-platform';
import { inputSchemasOf, uncappedTextPaths } from './route-inputs';

/**
 * Every text a route accepts has a maximum length: the route definitions' input schemas (params,
 * query, body) are walked, and a string field without `.max()` (or an `unknown` value) fails here.
 * The SDK's `text()`, `requiredText()` and `optionalText()` carry a cap by default.
 */
describe('route input schemas', () => {
  let t: TestPlatform;
  beforeAll(async () => {
    t = await createTestPlatform();
  }, 120_000);
  afterAll(() => t.close());

  it('every string field of every route input has a maximum length', () => {
    const routes = t.platform.routes.map((mounted) => mounted.route);
    expect(routes.length).toBeGreaterThan(80);
    const uncapped = routes.flatMap((route) =>
      Object.entries(inputSchemasOf(route)).flatMap(([part, schema]) =>
        schema
          ? uncappedTextPaths(schema).map(
              (field) => `${route.method.toUpperCase()} ${route.path} ${part}.${field}`,
            )
          : [],
      ),
    );
    expect(uncapped).toEqual([]);
  });

  it('every route with path parameters validates them', () => {
    const unchecked = t.platform.routes
      .map((mounted) => mounted.route)
      .filter((route) => route.path.includes(':') && !route.input?.params)
      .map((route) => `${route.method.toUpperCase()} ${route.path}`);
    expect(unchecked).toEqual([]);
  });
});
