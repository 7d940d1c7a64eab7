import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { AnyRouteDefinition } from '@eventalp/platform-sdk';
import { hostileJson, hostileText, rawUrlFragments, urlEncoded } from './hostile-values';
import { inputSchemasOf } from './route-inputs';
import { createTestPlatform, type TestPlatform } from './test-platform';

/** Runs per route and caller; `HOSTILE_RUNS=200` for a deeper sweep. */
const RUNS = Number(process.env.HOSTILE_RUNS ?? 8);

/** A hostile value ready for a URL: encoded, or a raw fragment no encoder produces. */
const inUrl = fc.oneof(
  { weight: 5, arbitrary: hostileText.map(urlEncoded) },
  fc.constantFrom(...rawUrlFragments),
);

/** The field names of an object schema (through optional, pipes and refinements), else []. */
function fieldNamesOf(schema: ZodType | undefined): string[] {
  if (!schema) return [];
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'object') return Object.keys(def.shape as object);
  const inner = (def.innerType ?? def.in) as ZodType | undefined;
  return inner ? fieldNamesOf(inner) : [];
}

/**
 * Every route of the API, generated from the mounted route definitions, gets hostile values in its
 * path parameters, its query and its JSON body: NUL and other control characters, lone surrogates
 * and invalid UTF-8, overlong and hex/exponent numbers, arrays and objects for scalars, booleans.
 * Anonymous, as a signed-in owner and as an administrator: the answer is never a 5xx.
 */
describe('hostile input on every route (property)', () => {
  let t: TestPlatform;
  let client = 0;
  /** Real path values (the owner's entries, rooms, requests; kinds and views), so that hostile
   * queries and bodies reach the validation and handlers behind an owned entity too. */
  const realPathValues: string[] = ['location', 'provider', 'open', 'archived', '1'];
  const callers: Record<string, { agent: ReturnType<TestPlatform['newAgent']>; token: string }> =
    {};

  beforeAll(async () => {
    t = await createTestPlatform({
      seed: 'demo',
      env: { TRUST_PROXY: 'true', FORM_RATE_LIMIT_PER_MINUTE: '10000' },
    });
    const db = t.platform.services.db;
    const venue = await db('accounts_users').where({ login_name: 'venue' }).first('id');
    const locations = await db('catalog_locations').where({ owner_user_id: venue.id }).pluck('id');
    const rooms = await db('catalog_rooms').whereIn('location_id', locations).pluck('id');
    const requests = await db('requests_requests').whereIn('entry_id', locations).pluck('id');
    realPathValues.push(...[...locations, ...rooms, ...requests].map(String));
    callers.anonymous = { agent: t.newAgent(), token: '' };
    callers.anonymous.token = await t.csrf(callers.anonymous.agent);
    // Signing in rotates the CSRF token: the harness answers the new session's.
    callers.owner = await t.signIn('venue', 'Venue1234', '10.20.0.2');
    callers.admin = await t.signIn('admin', 'Admin1234', '10.20.0.3');
  }, 120_000);
  afterAll(() => t.close());

  const routes = () =>
    t.platform.routes
      .map((mounted) => mounted.route)
      // Signing out everywhere would end the signed-in callers' sessions.
      .filter((route) => !(route.method === 'delete' && route.path === '/user/profile/sessions'));

  /** A hostile request for `route`: path parameters, query and body from the generated values. */
  const requestOf = (route: AnyRouteDefinition) => {
    const params = [...route.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
    const schemas = inputSchemasOf(route);
    const queryNames = [...fieldNamesOf(schemas.query), 'q', 'page', 'id'];
    const bodyNames = [...fieldNamesOf(schemas.body), 'id', 'values', 'version'];
    return fc.record({
      params: fc.tuple(
        ...params.map(() =>
          fc.oneof(inUrl, fc.constantFrom(...realPathValues), fc.constantFrom(...realPathValues)),
        ),
      ),
      query: fc.array(
        fc.tuple(
          fc
            .constantFrom(...queryNames)
            .chain((name) => fc.constantFrom(name, `${name}[]`, `${name}[0]`)),
          inUrl,
        ),
        { maxLength: 4 },
      ),
      body: fc.oneof(
        fc.dictionary(fc.constantFrom(...bodyNames), hostileJson, { maxKeys: 6 }),
        hostileJson,
      ),
    });
  };

  it('never answers 5xx', async () => {
    const all = routes();
    expect(all.length).toBeGreaterThan(80);
    const failures = new Map<string, string>();
    const statuses: Record<string, Record<number, number>> = {};
    for (const route of all) {
      for (const [who, caller] of Object.entries(callers)) {
        await fc
          .assert(
            fc.asyncProperty(requestOf(route), async ({ params, query, body }) => {
              client += 1;
              let index = 0;
              const path = `/api${route.path}`.replace(/:\w+/g, () => params[index++]!);
              const search = query.map(([key, value]) => `${key}=${value}`).join('&');
              const url = search ? `${path}?${search}` : path;
              let request = caller.agent[route.method](url)
                .set('X-CSRF-Token', caller.token)
                .set('X-Forwarded-For', `10.21.${Math.floor(client / 250) % 250}.${client % 250}`);
              if (route.method !== 'get')
                request = request
                  .set('Content-Type', 'application/json')
                  .send(JSON.stringify(body));
              const response = await request;
              const key = `${who} ${route.method.toUpperCase()} ${route.path}`;
              const tally = (statuses[`${who} ${route.method === 'get' ? 'reads' : 'writes'}`] ??=
                {});
              tally[response.status] = (tally[response.status] ?? 0) + 1;
              if (response.status >= 500 && !failures.has(key))
                failures.set(key, `${url} ${JSON.stringify(body)}: ${response.status}`);
              return response.status < 500;
            }),
            // Every route is swept even after a failure; the list below names them all.
            { numRuns: RUNS, endOnFailure: true },
          )
          .catch(() => undefined);
      }
    }
    expect(Object.fromEntries(failures)).toEqual({});
    // The signed-in callers got past authentication and CSRF, reading and writing: hostile
    // values reached the validation (422) and handlers (200, 404) behind them.
    for (const who of ['owner', 'admin']) {
      expect(Object.keys(statuses[`${who} reads`]!)).toEqual(
        expect.arrayContaining(['200', '404', '422']),
      );
      expect(Object.keys(statuses[`${who} writes`]!)).toEqual(expect.arrayContaining(['422']));
    }
  }, 900_000);
});
