import { STATUS_CODES } from 'node:http';
import { z, type ZodType } from 'zod';
import {
  errorAnswer,
  rateLimitAnswer,
  serverErrorAnswer,
  validationErrorAnswer,
  type AnswerSchema,
  type AnyRouteDefinition,
  type InputSchema,
  type TextAnswer,
} from '@eventalp/platform-sdk';
import type { MountedRoute } from '../platform';

type JsonSchema = Record<string, unknown>;

const COMPONENTS = '#/components/schemas/';

function schemaOf(input: InputSchema<unknown> | undefined): JsonSchema | undefined {
  if (!input) return undefined;
  const type: ZodType = typeof input === 'function' ? input(new Date()) : input;
  return z.toJSONSchema(type, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

function parametersOf(
  type: InputSchema<unknown> | undefined,
  location: 'query' | 'path',
): JsonSchema[] {
  const schema = schemaOf(type);
  const properties = (schema?.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema?.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.has(name),
    schema: property,
  }));
}

const isTextAnswer = (answer: AnswerSchema): answer is TextAnswer =>
  answer !== null && 'contentType' in answer;

/** The component name of an answer schema (`.meta({ id })`), or null when it has none. */
export function answerName(answer: ZodType): string | null {
  return (z.globalRegistry.get(answer)?.id as string | undefined) ?? null;
}

/**
 * Every named schema (`.meta({ id })`) as OpenAPI components, nested names as references. The
 * registry holds what the loaded plugins declare; `build` keeps only what the paths reach.
 */
function namedSchemas(): Record<string, JsonSchema> {
  const { schemas } = z.toJSONSchema(z.globalRegistry, {
    io: 'output',
    uri: (id) => `${COMPONENTS}${id}`,
  });
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => {
      // Components live inside the document: no dialect or identifier of their own.
      const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
      return [name, rest];
    }),
  );
}

function content(answer: AnswerSchema, where: string): JsonSchema | undefined {
  if (answer === null) return undefined;
  if (isTextAnswer(answer)) return { [answer.contentType]: { schema: { type: 'string' } } };
  const name = answerName(answer);
  if (!name) throw new Error(`${where}: name the answer schema with .meta({ id })`);
  return { 'application/json': { schema: { $ref: `${COMPONENTS}${name}` } } };
}

const jsonError = (description: string, schema: ZodType, headers?: JsonSchema) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: { $ref: `${COMPONENTS}${answerName(schema)}` } } },
});

/** Answers the pipeline gives for any route, shared as components. */
const sharedResponses = {
  BadRequest: jsonError('The body is malformed, too large or of an unsupported type', errorAnswer),
  Unauthorized: jsonError('Not signed in', errorAnswer),
  Forbidden: jsonError('Missing permission, or a missing or stale CSRF token', errorAnswer),
  ValidationError: jsonError('Invalid input', validationErrorAnswer),
  RateLimited: jsonError('Rate limit reached', rateLimitAnswer, {
    'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 0 } },
  }),
  ServerError: jsonError('Unexpected error', serverErrorAnswer),
  Unavailable: jsonError(
    'The database is unreachable for now; ask again later',
    serverErrorAnswer,
    {
      'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 0 } },
    },
  ),
};
const shared = (name: keyof typeof sharedResponses) => ({ $ref: `#/components/responses/${name}` });

/** Whether the pipeline limits this route's rate (its own rule, or the form limit on changes). */
export const isRateLimited = (route: AnyRouteDefinition) =>
  route.rateLimit !== false && (route.rateLimit !== undefined || route.method !== 'get');

/** What a route can answer: its declared answers plus the pipeline's. */
function responsesOf(route: AnyRouteDefinition, where: string): Record<string, unknown> {
  const changesState = route.method !== 'get';
  const pipeline: Record<string, unknown> = {
    ...(changesState ? { '400': shared('BadRequest'), '413': shared('BadRequest') } : {}),
    ...(changesState ? { '415': shared('BadRequest') } : {}),
    ...(route.access !== 'public' ? { '401': shared('Unauthorized') } : {}),
    ...(route.access !== 'public' || (changesState && route.csrf !== false)
      ? { '403': shared('Forbidden') }
      : {}),
    ...(route.input ? { '422': shared('ValidationError') } : {}),
    ...(isRateLimited(route) ? { '429': shared('RateLimited') } : {}),
    '500': shared('ServerError'),
    '503': shared('Unavailable'),
  };
  const declared = Object.entries(route.responses as Record<string, AnswerSchema>).map(
    ([status, answer]) => {
      if (status === '429') return [status, shared('RateLimited')];
      if (status === '422') return [status, shared('ValidationError')];
      const body = content(answer, `${where} ${status}`);
      return [
        status,
        { description: STATUS_CODES[Number(status)] ?? status, ...(body ? { content: body } : {}) },
      ];
    },
  );
  return { ...pipeline, ...Object.fromEntries(declared) };
}

/** `getGuestJobsById` for GET /guest/jobs/:id: a name a generated client can use as is. */
export function operationIdOf(route: Pick<AnyRouteDefinition, 'method' | 'path'>): string {
  const words = route.path
    .split(/[/._-]+/)
    .filter(Boolean)
    .map((word) => (word.startsWith(':') ? `By${capitalize(word.slice(1))}` : capitalize(word)));
  return `${route.method}${words.join('')}`;
}

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The component names a part of the document refers to, followed through the components. */
function reachableComponents(
  start: unknown,
  components: Record<string, JsonSchema>,
  found = new Set<string>(),
): Set<string> {
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith(COMPONENTS)) {
          const name = inner.slice(COMPONENTS.length);
          if (!found.has(name)) {
            found.add(name);
            visit(components[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(start);
  return found;
}

/**
 * OpenAPI 3.1 document generated from the mounted route definitions: paths, access, input
 * schemas, and every answer (the route's declared ones and the pipeline's) with its schema.
 */
export function buildOpenApiDocument(routes: readonly MountedRoute[], title: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { pluginId, route } of routes) {
    const path = `/api${route.path}`.replace(/:([A-Za-z_]+)\??/g, '{$1}');
    const where = `${route.method.toUpperCase()} ${path}`;
    const pathParams = [...route.path.matchAll(/:([A-Za-z_]+)/g)].map((match) => match[1]);
    const parameters = route.input?.params
      ? parametersOf(route.input.params, 'path')
      : pathParams.map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        }));
    const body = schemaOf(route.input?.body);
    const csrf = route.method !== 'get' && route.csrf !== false;
    const security = [
      ...(route.access !== 'public' ? ['sessionCookie'] : []),
      ...(csrf ? ['csrfToken'] : []),
    ];
    (paths[path] ??= {})[route.method] = {
      summary: route.summary,
      tags: [pluginId],
      operationId: operationIdOf(route),
      parameters: [...parameters, ...parametersOf(route.input?.query, 'query')],
      ...(body
        ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
        : {}),
      'x-access': route.access,
      ...(security.length
        ? { security: [Object.fromEntries(security.map((name) => [name, []]))] }
        : {}),
      responses: responsesOf(route, where),
    };
  }
  const named = namedSchemas();
  const used = reachableComponents([paths, sharedResponses], named);
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    paths,
    components: {
      schemas: Object.fromEntries([...used].sort().map((name) => [name, named[name]])),
      responses: sharedResponses,
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'ea_session' },
        csrfToken: {
          type: 'apiKey',
          in: 'header',
          name: 'X-CSRF-Token',
          description: 'The page token (`GET /api/auth/session`), with the `ea_csrf` cookie',
        },
      },
    },
  };
}
