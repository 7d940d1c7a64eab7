import { z, type ZodType } from 'zod';
import type { InputSchema } from '@eventalp/platform-sdk';
import type { MountedRoute } from '../platform';

type JsonSchema = Record<string, unknown>;

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

/** OpenAPI 3.1 document generated from the mounted route definitions (paths, access, input schemas). */
export function buildOpenApiDocument(routes: readonly MountedRoute[], title: string): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const { pluginId, route } of routes) {
    const path = `/api${route.path}`.replace(/:([A-Za-z_]+)\??/g, '{$1}');
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
    (paths[path] ??= {})[route.method] = {
      summary: route.summary,
      tags: [pluginId],
      operationId: `${pluginId}.${route.method}.${route.path}`,
      parameters: [...parameters, ...parametersOf(route.input?.query, 'query')],
      ...(body
        ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } }
        : {}),
      'x-access': route.access,
      ...(route.access !== 'public' ? { security: [{ sessionCookie: [] }] } : {}),
      responses: {
        '200': { description: 'Success' },
        ...(route.input ? { '422': { $ref: '#/components/responses/ValidationError' } } : {}),
        ...(route.access !== 'public'
          ? {
              '401': { description: 'Not signed in' },
              '403': { description: 'Missing permission' },
            }
          : {}),
        ...(route.method !== 'get' ? { '429': { description: 'Rate limit reached' } } : {}),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title, version: '1.0.0' },
    paths,
    components: {
      securitySchemes: { sessionCookie: { type: 'apiKey', in: 'cookie', name: 'ea_session' } },
      responses: {
        ValidationError: {
          description: 'Invalid input',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: {
                  message: { type: 'string' },
                  errors: {
                    type: 'object',
                    additionalProperties: { type: 'array', items: { type: 'string' } },
                  },
                },
                required: ['message', 'errors'],
              },
            },
          },
        },
      },
    },
  };
}
