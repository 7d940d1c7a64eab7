import type { Context, Middleware } from 'koa';
import {
  ForbiddenError,
  hasPermissions,
  messages,
  parseInput,
  refuseNulCharacters,
  RouteResponse,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  type AuthUser,
  type InputSchema,
} from '@eventalp/platform-sdk';
import type { MountedRoute, Platform } from '../platform';

/** The caller of this request, resolved at most once. */
export async function currentUser(platform: Platform, ctx: Context): Promise<AuthUser | null> {
  if (ctx.state.user === undefined)
    ctx.state.user = (await platform.authenticator?.authenticate(ctx)) ?? null;
  return ctx.state.user as AuthUser | null;
}

/**
 * The API reads one value per query parameter: `page[]=2&page[]=3` (or `page[x]=2`) is not a
 * page, and silently reading page 1 instead would hide the mistake. Such keys are a 422 on the
 * parameter's name.
 */
function refuseBracketKeys(query: Record<string, unknown>): void {
  for (const key of Object.keys(query)) {
    const bracket = key.indexOf('[');
    if (bracket >= 0 || key.includes(']'))
      throw ValidationError.field(bracket > 0 ? key.slice(0, bracket) : key, messages.format);
  }
}

/**
 * One pipeline for every plugin route: authenticate, authorize (permission), CSRF on state changes,
 * rate limit, validate input, handler. Each step throws a typed error the error mapper answers.
 */
export function routePipeline(platform: Platform, { pluginId, route }: MountedRoute): Middleware {
  const changesState = route.method !== 'get';
  const limit =
    route.rateLimit === false
      ? null
      : (route.rateLimit ??
        (changesState
          ? { points: platform.config.formRateLimitPerMinute, durationSeconds: 60 }
          : null));
  const limitName = `${pluginId}:${route.method}:${route.path}`;

  return async function routeHandler(ctx) {
    ctx.state.routeTemplate = `/api${route.path}`;
    try {
      await runRoute(ctx);
    } finally {
      // Personal answers (a signed-in caller, a non-public route, a session cookie sent) are for
      // this visitor only: no browser or shared cache may keep them, whatever the handler set.
      if (ctx.state.user || route.access !== 'public' || platform.authenticator?.sessionOf(ctx))
        ctx.set('Cache-Control', 'no-store');
    }
  };

  async function runRoute(ctx: Context) {
    const user = await currentUser(platform, ctx);
    if (route.access !== 'public') {
      if (!user) throw new UnauthorizedError();
      if (
        typeof route.access === 'object' &&
        !hasPermissions(user, route.access.permissions, await platform.grants.fresh())
      ) {
        throw new ForbiddenError();
      }
    }
    if (changesState && route.csrf !== false && !platform.csrf.verify(ctx))
      throw new ForbiddenError(messages.csrf);
    if (limit) {
      const result = await platform.services.rateLimits.consume(
        { name: limitName, ...limit },
        ctx.ip,
      );
      if (!result.allowed)
        throw new TooManyRequestsError(messages.tooManyForms, result.retryAfterSeconds);
    }
    const input = route.input ?? {};
    // Postgres refuses NUL in text: a NUL anywhere in the path, query or body a route reads
    // (values and keys) is bad input, answered once, here. What a route declares no schema for,
    // its handler does not get typed, and an ignored value harms nothing.
    if (input.params) refuseNulCharacters(ctx.params);
    if (input.query) {
      refuseNulCharacters(ctx.query);
      refuseBracketKeys(ctx.query);
    }
    if (input.body) refuseNulCharacters(ctx.request.body);
    const now = platform.services.now();
    const schema = <T>(s: InputSchema<T>) => (typeof s === 'function' ? s(now) : s);
    const request = {
      params: input.params ? parseInput(schema(input.params), ctx.params) : ctx.params,
      query: input.query ? parseInput(schema(input.query), ctx.query) : ctx.query,
      body: input.body ? parseInput(schema(input.body), ctx.request.body ?? {}) : undefined,
      user,
      ip: ctx.ip,
      koa: ctx,
    };
    const answer: unknown = await route.handler(request);
    if (answer instanceof RouteResponse) {
      const { status, body } = answer as RouteResponse<number, unknown>;
      ctx.status = status;
      if (body !== undefined) ctx.body = body;
    } else {
      ctx.status = 200;
      ctx.body = answer ?? null;
    }
  }
}
