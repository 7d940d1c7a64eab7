import { z } from 'zod';
import {
  defineRoute,
  errorAnswer,
  RouteResponse,
  type AnyRouteDefinition,
} from '@eventalp/platform-sdk';
import { buildOpenApiDocument } from '../src/http/openapi';
import { DocumentedAnswers, type SeenAnswer } from './documented-answers';

const tag = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'CheckerTag' });
const tagPage = z
  .object({ total: z.number().int(), data: z.array(tag) })
  .meta({ id: 'CheckerTagPage' });
/** Deliberately wrong: the route below answers a number, this says a string. */
const wrongCount = z.object({ count: z.string() }).meta({ id: 'CheckerWrongCount' });

const routes: AnyRouteDefinition[] = [
  defineRoute({
    method: 'get',
    path: '/checker/tags/:id',
    summary: 'A page of tags',
    access: 'public',
    responses: { 200: tagPage, 404: errorAnswer },
    async handler() {
      return { total: 1, data: [{ id: 1, name: 'Hochzeit' }] };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/checker/count',
    summary: 'Counts',
    access: 'public',
    responses: { 201: wrongCount },
    async handler() {
      return new RouteResponse(201, { count: 'three' });
    },
  }),
  defineRoute({
    method: 'delete',
    path: '/checker/tags/:id',
    summary: 'Deletes a tag',
    access: 'authenticated',
    responses: { 204: null },
    async handler() {
      return RouteResponse.empty(204);
    },
  }),
];

const documented = new DocumentedAnswers(
  buildOpenApiDocument(
    routes.map((route) => ({ pluginId: 'checker', route })),
    'checker',
  ),
);

const json = 'application/json; charset=utf-8';
const answer = (seen: Partial<SeenAnswer>): SeenAnswer => ({
  method: 'GET',
  path: '/api/checker/tags/7',
  status: 200,
  contentType: json,
  headers: {},
  body: { total: 1, data: [{ id: 1, name: 'Hochzeit' }] },
  ...seen,
});

describe('DocumentedAnswers', () => {
  it.each<[string, Partial<SeenAnswer>]>([
    ['an answer of the documented shape', {}],
    ['a documented error', { status: 404, body: { message: 'Nicht gefunden.' } }],
    ['the 500 every route may give', { status: 500, body: { message: 'x', requestId: 'r-1' } }],
    [
      'an answer without a body where none is documented',
      {
        method: 'DELETE',
        status: 204,
        contentType: '',
        body: undefined,
      },
    ],
    ['a path the document does not describe', { path: '/api/elsewhere', status: 418 }],
  ])('accepts %s', (_, seen) => {
    expect(documented.problemWith(answer(seen))).toBeNull();
  });

  it.each<[string, Partial<SeenAnswer>, RegExp]>([
    [
      'a nested field of the wrong type',
      { body: { total: 1, data: [{ id: 'one', name: 'Hochzeit' }] } },
      /GET \/api\/checker\/tags\/\{id\} 200: the body does not match .*\/data\/0\/id must be integer/,
    ],
    [
      'a field the document does not name',
      { body: { total: 1, data: [], secret: 'x' } },
      /must NOT have additional properties/,
    ],
    ['a missing field', { body: { data: [] } }, /must have required property 'total'/],
    ['a status the route does not document', { status: 410 }, /410: this status is not documented/],
    ['the 401 of a public route', { status: 401, body: { message: 'x' } }, /not documented/],
    [
      'a body where none is documented',
      {
        method: 'DELETE',
        status: 204,
        body: { deleted: true },
      },
      /documented without a body/,
    ],
    ['text where JSON is documented', { contentType: 'text/plain', body: 'ok' }, /text\/plain/],
    [
      'a 429 without Retry-After',
      {
        method: 'POST',
        path: '/api/checker/count',
        status: 429,
        body: { message: 'x', retryAfter: 60 },
      },
      /Retry-After is missing/,
    ],
    [
      'the answer of a route whose declared schema is wrong',
      { method: 'POST', path: '/api/checker/count', status: 201, body: { count: 3 } },
      /\/count must be string/,
    ],
  ])('finds %s', (_, seen, problem) => {
    expect(documented.problemWith(answer(seen))).toMatch(problem);
  });
});
