import { z } from 'zod';
import { errorAnswer, jsonText } from './answers';
import { defineRoute, RouteResponse } from './plugin';

// `npm run typecheck` checks this file: each `@ts-expect-error` below must stay an error, so a
// handler whose answer drifts from its declared schema keeps failing the type check.
const tagAnswer = z.object({ id: z.number(), name: z.string() }).meta({ id: 'SdkTestTag' });

describe('defineRoute', () => {
  it('checks what a handler answers against the declared answers', async () => {
    const routes = [
      defineRoute({
        method: 'get',
        path: '/tags/:id',
        summary: 'A tag',
        access: 'public',
        input: { params: z.object({ id: z.coerce.number() }) },
        responses: { 200: tagAnswer, 304: null, 404: errorAnswer },
        async handler({ params }) {
          if (params.id === 0) return new RouteResponse(404, { message: 'Nicht gefunden.' });
          if (params.id === 1) return RouteResponse.empty(304);
          if (params.id === 2) return jsonText({ id: 2, name: 'Hochzeit' });
          return { id: params.id, name: 'Hochzeit' };
        },
      }),
      defineRoute({
        method: 'get',
        path: '/tags/wrong',
        summary: 'A field of the wrong type',
        access: 'public',
        responses: { 200: tagAnswer },
        // @ts-expect-error -- `name` must be a string
        async handler() {
          return { id: 1, name: 7 };
        },
      }),
      defineRoute({
        method: 'get',
        path: '/tags/missing',
        summary: 'A missing field',
        access: 'public',
        responses: { 200: tagAnswer },
        // @ts-expect-error -- `name` is required
        async handler() {
          return { id: 1 };
        },
      }),
      defineRoute({
        method: 'post',
        path: '/tags',
        summary: 'A status the route does not declare',
        access: 'public',
        responses: { 201: tagAnswer },
        // @ts-expect-error -- 200 is not declared, 201 is
        async handler() {
          return { id: 1, name: 'Hochzeit' };
        },
      }),
      defineRoute({
        method: 'get',
        path: '/tags/serialized',
        summary: 'Text serialized from something else',
        access: 'public',
        responses: { 200: tagAnswer },
        // @ts-expect-error -- only the declared answer's JSON text, not any string
        async handler() {
          return JSON.stringify({ id: 1 });
        },
      }),
    ];
    const answer = (id: number) => routes[0]!.handler({ params: { id } } as never);
    expect(await answer(0)).toEqual(new RouteResponse(404, { message: 'Nicht gefunden.' }));
    expect(await answer(1)).toEqual(RouteResponse.empty(304));
    expect(await answer(2)).toBe('{"id":2,"name":"Hochzeit"}');
    expect(await answer(3)).toEqual({ id: 3, name: 'Hochzeit' });
  });
});
