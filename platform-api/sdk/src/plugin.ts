import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Model } from 'objection';
import type { ZodType } from 'zod';
import type { AnswerBody, JsonText, RouteResponses } from './answers';
import type { AuthUser, RouteAccess } from './auth';
import type { DashboardMetric } from './backoffice/dashboard-metric';
import type { BackofficeResource } from './backoffice/resource-definition';
import type { SearchIndexDefinition, SearchSource } from './search';
import type { ServiceProvision, ServiceRef } from './service-refs';
import type { PlatformServices } from './services';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A reversible schema change. Names sort in run order within a plugin (date prefix). */
export interface PluginMigration {
  name: string;
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

export interface PermissionDefinition {
  name: string;
  description: string;
  /** Roles that hold this permission without it being in a user's permissions_array. */
  grantedToRoles?: readonly string[];
}

/** What a handler receives: validated input, the caller, and the Koa context for cookies/headers. */
export interface RouteRequest<Body, Query, Params> {
  body: Body;
  query: Query;
  params: Params;
  user: AuthUser | null;
  ip: string;
  koa: Context;
}

/** An explicit status (and optional body); a handler's plain return value answers 200. */
export class RouteResponse<Status extends number = number, Body = undefined> {
  constructor(
    readonly status: Status,
    readonly body?: Body,
  ) {}

  /** An answer without a body, e.g. 204 or 304. */
  static empty<Status extends number>(status: Status): RouteResponse<Status, undefined> {
    return new RouteResponse(status);
  }
}

/** JSON answered with 200: the answer itself, or its text serialized ahead. */
type PlainAnswer<Responses> = Responses extends { readonly 200: infer Schema }
  ? AnswerBody<Schema> | (Schema extends ZodType ? JsonText<AnswerBody<Schema>> : never)
  : never;

/** What a handler may answer: a declared status with its declared body. */
export type RouteAnswer<Responses extends RouteResponses = RouteResponses> =
  // A route of any answers (a list of routes of every kind) may answer anything.
  0 extends 1 & Responses
    ? unknown
    : | PlainAnswer<Responses>
      | {
          [Status in keyof Responses & number]: RouteResponse<
            Status,
            AnswerBody<Responses[Status]>
          >;
        }[keyof Responses & number];

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** An input schema, or a factory for rules that depend on the time (e.g. "not in the past"). */
export type InputSchema<T> = ZodType<T> | ((now: Date) => ZodType<T>);

export interface RouteDefinition<
  Body = unknown,
  Query = unknown,
  Params = unknown,
  Responses extends RouteResponses = RouteResponses,
> {
  method: HttpMethod;
  /** Path below `/api`, in @koa/router syntax, e.g. `/guest/magazine/tags`. */
  path: string;
  summary: string;
  access: RouteAccess;
  input?: {
    body?: InputSchema<Body>;
    query?: InputSchema<Query>;
    params?: InputSchema<Params>;
  };
  /** Per-client limit; state-changing routes get the platform's form limit when this is absent. */
  rateLimit?: RateLimitRule | false;
  /** State-changing routes require the CSRF header unless this is false (e.g. signed links). */
  csrf?: boolean;
  /**
   * Every answer the route gives itself, by status (2xx, 3xx and errors it throws such as 404 or
   * 410). The pipeline's own answers (401, 403, 422, 429, 500) are documented without being listed.
   */
  responses: Responses;
  handler(request: RouteRequest<Body, Query, Params>): Promise<RouteAnswer<Responses>>;
}

/** A route of any input and answers, as plugins list them and the host mounts them. */
export type AnyRouteDefinition = RouteDefinition<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Builds a route with its input types inferred from the schemas and its handler's answers checked
 * against `responses`.
 */
export function defineRoute<
  Body = undefined,
  Query = undefined,
  Params = undefined,
  const Responses extends RouteResponses = RouteResponses,
>(
  route: RouteDefinition<Body, Query, Params, Responses>,
): RouteDefinition<Body, Query, Params, Responses> {
  return route;
}

export interface JobDefinition<Data = unknown> {
  name: string;
  /** Retries after the first failure. */
  attempts?: number;
  /** First retry delay in ms; doubles on each further attempt. */
  backoffMs?: number;
  process(data: Data): Promise<void>;
}

/** A recurring job run by the worker every `everySeconds`. */
export interface ScheduleDefinition {
  name: string;
  everySeconds: number;
  run(): Promise<void>;
}

/** A fact a plugin publishes through `services.events` for other plugins to react to. */
export interface EventDefinition {
  /** `<pluginId>.<what happened>`, e.g. `catalog.entries.changed`. */
  name: string;
  description: string;
}

/**
 * A plugin's reaction to an event: runs as a queued job once per published event, retried with
 * backoff when it throws, so it must be idempotent.
 */
export interface EventSubscription<Payload = unknown> {
  /** Names the reaction within the plugin; keep it stable, pending deliveries refer to it. */
  name: string;
  event: string;
  handle(payload: Payload): Promise<void>;
}

/** The result of a plugin's command: what to print, and the process exit code (0 = fine). */
export interface CommandResult {
  output: string;
  exitCode: number;
}

/** A command of the platform CLI (`npm run platform -- <name> [args]`) contributed by a plugin. */
export interface CommandDefinition {
  /** `<area>:<verb>`, e.g. `search:check`. */
  name: string;
  /** One line for the CLI's usage text, e.g. `search:check [--fix]  compare ...`. */
  usage: string;
  run(args: readonly string[]): Promise<CommandResult>;
}

export interface SeedOptions {
  /** Demo data (users, sample content) besides the reference data every install needs. */
  demo: boolean;
  /** Sizes asked for on the command line, e.g. `--locations 100000` gives `{ locations: 100000 }`. */
  counts?: Partial<Record<string, number>>;
}

export interface PluginSeed {
  name: string;
  /** Must be idempotent: running it twice leaves the same data. */
  run(options: SeedOptions): Promise<void>;
}

/** Resolves the caller from the request (exactly one plugin provides it). */
export interface Authenticator {
  authenticate(ctx: Context): Promise<AuthUser | null>;
  /**
   * The session the request carries (its cookie's token as sent, valid or not), or null. The host
   * binds CSRF tokens to it and keeps every answer to such a request out of caches.
   */
  sessionOf(ctx: Context): string | null;
}

/** Everything a domain plugin contributes; factories receive the platform's services. */
export interface PluginDefinition {
  id: string;
  dependencies?: readonly string[];
  migrations?: readonly PluginMigration[];
  /** Objection models; the host binds them to the database at start. */
  models?: readonly (typeof Model)[];
  permissions?: readonly PermissionDefinition[];
  searchIndexes?: readonly SearchIndexDefinition[];
  /** Services this plugin makes for others (`createServiceRef`, `provideService`). */
  provides?: readonly ServiceProvision<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /**
   * Services of other plugins this plugin asks for with `services.service(ref)`; their providers
   * must be among its dependencies. A missing provider stops the platform at start.
   */
  uses?: readonly ServiceRef<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** Events this plugin publishes; subscribing to an undeclared event stops the platform at start. */
  events?: readonly EventDefinition[];
  routes?(services: PlatformServices): AnyRouteDefinition[];
  /**
   * Back-office resources (`defineResource`): the host makes their routes below
   * `/api/backoffice/<name>`, with permission checks, OpenAPI entries and audit entries.
   */
  backofficeResources?: readonly BackofficeResource[];
  /**
   * Figures of the back-office dashboard (`defineDashboardMetric`): the host answers each on
   * `GET /api/backoffice/dashboard` to holders of its permission.
   */
  dashboardMetrics?(services: PlatformServices): DashboardMetric[];
  jobs?(services: PlatformServices): JobDefinition<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  schedules?(services: PlatformServices): ScheduleDefinition[];
  subscriptions?(services: PlatformServices): EventSubscription<any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
  commands?(services: PlatformServices): CommandDefinition[];
  seeds?(services: PlatformServices): PluginSeed[];
  /** Documents for full rebuilds of this plugin's search indexes (`npm run platform -- reindex`). */
  searchSources?(services: PlatformServices): SearchSource[];
  authenticator?(services: PlatformServices): Authenticator;
}

export function definePlugin(plugin: PluginDefinition): PluginDefinition {
  return plugin;
}
