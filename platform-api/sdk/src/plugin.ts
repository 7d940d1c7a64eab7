import type { Context } from 'koa';
import type { Knex } from 'knex';
import type { Model } from 'objection';
import type { ZodType } from 'zod';
import type { AuthUser, RouteAccess } from './auth';
import type { SearchIndexDefinition, SearchSource } from './search';
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
export class RouteResponse {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

export type RouteAnswer = RouteResponse | unknown;

export interface RateLimitRule {
  points: number;
  durationSeconds: number;
}

/** An input schema, or a factory for rules that depend on the time (e.g. "not in the past"). */
export type InputSchema<T> = ZodType<T> | ((now: Date) => ZodType<T>);

export interface RouteDefinition<Body = unknown, Query = unknown, Params = unknown> {
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
  handler(request: RouteRequest<Body, Query, Params>): Promise<RouteAnswer>;
}

/** Builds a route with its input types inferred from the schemas. */
export function defineRoute<Body = undefined, Query = undefined, Params = undefined>(
  route: RouteDefinition<Body, Query, Params>,
): RouteDefinition<Body, Query, Params> {
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
  /** Events this plugin publishes; subscribing to an undeclared event stops the platform at start. */
  events?: readonly EventDefinition[];
  routes?(services: PlatformServices): RouteDefinition<any, any, any>[]; // eslint-disable-line @typescript-eslint/no-explicit-any
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
