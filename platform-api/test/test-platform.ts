import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import type Koa from 'koa';
import supertest from 'supertest';
import type { Logger, PluginDefinition } from '@eventalp/platform-sdk';
import { loadConfig } from '../src/config/config';
import { createApp } from '../src/http/create-app';
import { buildOpenApiDocument } from '../src/http/openapi';
import { platformRoutes } from '../src/http/platform-routes';
import { createPlatform, type Platform } from '../src/platform';
import { OUTBOX_TABLE } from '../src/mail/outbox';
import { DocumentedAnswers } from './documented-answers';
import { interruptibleDatabase, type InterruptibleDatabase } from './interruptible-database';
import { templatePrefix } from './template-names';

export interface TestPlatform {
  platform: Platform;
  /** A cookie-keeping client on the app; call `csrf()` once before state-changing requests. */
  agent: ReturnType<typeof supertest.agent>;
  /** Fetches the page session and answers the CSRF token for `agent`. */
  csrf(agent?: ReturnType<typeof supertest.agent>): Promise<string>;
  newAgent(): ReturnType<typeof supertest.agent>;
  /**
   * A new client signed in as `login` (from `clientIp`, when given, for the rate limits), with
   * the CSRF token of its new session: signing in rotates the token.
   */
  signIn(
    login: string,
    password: string,
    clientIp?: string,
  ): Promise<{ agent: ReturnType<typeof supertest.agent>; token: string }>;
  /**
   * Runs `check` until it passes (`timeoutMs` at most), draining the platform's jobs before each
   * try: event handlers (re-indexing, say) run after `drainJobs` with the in-process queue, a
   * moment later on a Bull worker.
   */
  eventually(check: () => Promise<void>, timeoutMs?: number): Promise<void>;
  /** Serves the app over real HTTP on a free loopback port (as the shell reaches the API); answers its origin. */
  listen(): Promise<string>;
  dataDir: string;
  /** With `interruptibleDatabase`: cuts the platform's database connections and restores them. */
  database: Pick<InterruptibleDatabase, 'stop' | 'start'> | null;
  close(): Promise<void>;
}

export interface TestPlatformOptions {
  env?: Record<string, string>;
  plugins?: readonly PluginDefinition[];
  seed?: 'none' | 'reference' | 'demo';
  /**
   * The demo's sizes (with `seed: 'demo'`; default: the small catalogue below). Files that seed the
   * same sizes at the same clock share one template instead of seeding each.
   */
  counts?: SeedCounts;
  now?: () => Date;
  /** The platform's logger (silent by default), e.g. to read what an outage logs. */
  logger?: Logger;
  /** Connects through a relay the test can cut (`database.stop()`), to play a database outage. */
  interruptibleDatabase?: boolean;
}

/** Sizes of the demo (`locations`, `providers`, `photos`, `articles`, ...). */
export type SeedCounts = Partial<Record<string, number>>;

/** Whether the suite runs against the machine's servers (CI) rather than the embedded defaults. */
export const usingRealServers = Boolean(process.env.DATABASE_URL);

function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Settings every test platform shares (silent, fast password hashes, a small connection pool). */
const TEST_ENV = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_ROUNDS: '4',
  DATABASE_POOL_MAX: '10',
};

async function adminQuery(adminUrl: string, sql: string): Promise<{ rowCount: number | null }> {
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** What a template is migrated and seeded with: platforms that agree on all of it share one. */
interface TemplateRecipe {
  seed: 'none' | 'reference' | 'demo';
  /** Settings the migrations and seeds read (`seedSettings`). */
  env: Record<string, string>;
  counts?: SeedCounts;
  /**
   * The instant of a test's own clock, for seeds (which read the clock: article dates, award
   * years, job expiry); none for `seed: 'none'`, since migrations never read it.
   */
  clock?: string;
}

/**
 * A migrated (and seeded) database with its data directory, kept as a template for the rest of
 * the test run: seeding the demo (photos rendered and converted by the media library, search
 * rows, home content) takes 15 to 25 seconds, four fifths of it the media library's conversions
 * of the demo photos. Each platform of the same recipe starts from a copy (`create database …
 * template`, the files copied), so it still owns its data. Built on the in-process queue and
 * drained, so that nothing of the seed waits in a queue the copies never read. A test with a
 * clock that stands still (`now: () => NOW`) gets a template seeded at that instant, shared by
 * every file of the same instant, sizes and settings; platforms with plugins of their own or a
 * running clock of their own are built as before. The global teardown drops the run's templates.
 */
async function seededTemplate(
  adminUrl: string,
  recipe: TemplateRecipe,
): Promise<{ database: string; dataDir: string }> {
  const { seed, env, counts, clock } = recipe;
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify({ seed, env, counts, clock }))
    .digest('hex')
    .slice(0, 12);
  const database = `${templatePrefix()}${key}`;
  const dataDir = path.join(os.tmpdir(), database);
  const exists = await adminQuery(
    adminUrl,
    `select 1 from pg_database where datname = '${database}'`,
  );
  if (exists.rowCount && fs.existsSync(dataDir)) return { database, dataDir };

  const building = `${database}_${crypto.randomBytes(3).toString('hex')}`;
  const buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventalp-template-'));
  await adminQuery(adminUrl, `create database ${building}`);
  const platform = await createPlatform(
    loadConfig({
      ...TEST_ENV,
      DATABASE_URL: databaseUrl(adminUrl, building),
      REDIS_URL: '',
      DATA_DIR: buildDir,
      BRAND: `test-${key}`,
      ...env,
    }),
    clock ? { now: () => new Date(clock) } : {},
  );
  try {
    await migrateAndSeed(platform, seed, counts);
    await platform.drainJobs();
  } finally {
    await platform.close();
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.renameSync(buildDir, dataDir);
  await adminQuery(adminUrl, `alter database ${building} rename to ${database}`);
  return { database, dataDir };
}

/**
 * Settings that only the running platform reads (request handling, limits, mail addresses), never
 * migrations or seeds: platforms that differ only in these start from one template. Any other
 * setting (award years, password hash rounds, ...) makes a template of its own.
 */
const RUNTIME_ONLY_SETTINGS = new Set([
  'TRUST_PROXY',
  'METRICS_TOKEN',
  'FORM_RATE_LIMIT_PER_MINUTE',
  'AWARD_OFFICE_EMAIL',
  'AWARD_DONATION_IBAN',
]);

/** The part of a test's settings that its template is migrated and seeded with. */
function seedSettings(env: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([key]) => !RUNTIME_ONLY_SETTINGS.has(key)));
}

/** A small demo catalogue keeps test start-up fast; tests that need more ask for it (`counts`). */
const SMALL_DEMO: SeedCounts = { locations: 20, providers: 8, photos: 1, articles: 30 };

async function migrateAndSeed(
  platform: Platform,
  seed: 'none' | 'reference' | 'demo',
  counts: SeedCounts = SMALL_DEMO,
) {
  await platform.migrate();
  if (seed !== 'none') await platform.seed({ demo: seed === 'demo', counts });
}

/**
 * The instant a test's clock stands at, or null when it runs (asked twice, a few milliseconds
 * apart): a template seeded at one instant is the same data as a seed at that instant, but not as
 * a seed by a running clock.
 */
async function standingClock(now: () => Date): Promise<string | null> {
  const first = now().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 5));
  return now().toISOString() === first ? first : null;
}

/** The template a platform can start from, or null for one built and seeded on its own. */
async function templateRecipeOf(options: TestPlatformOptions): Promise<TemplateRecipe | null> {
  if (options.plugins) return null;
  const seed = options.seed ?? 'none';
  const recipe: TemplateRecipe = { seed, env: seedSettings(options.env ?? {}) };
  if (options.counts && seed === 'demo') recipe.counts = options.counts;
  if (options.now && seed !== 'none') {
    const clock = await standingClock(options.now);
    if (!clock) return null;
    recipe.clock = clock;
  }
  return recipe;
}

/** A platform on a fresh database of its own (migrated, optionally seeded), with an HTTP client. */
export async function createTestPlatform(options: TestPlatformOptions = {}): Promise<TestPlatform> {
  const adminUrl = process.env.TEST_ADMIN_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      'TEST_ADMIN_DATABASE_URL is not set: run integration tests through jest --selectProjects integration',
    );
  const suffix = crypto.randomBytes(4).toString('hex');
  const database = `eventalp_test_${suffix}`;
  if (options.counts && options.seed !== 'demo')
    throw new Error("createTestPlatform: `counts` sizes the demo, with `seed: 'demo'`");
  const recipe = await templateRecipeOf(options);
  const fromTemplate = recipe ? await seededTemplate(adminUrl, recipe) : null;
  let dataDir: string;
  if (fromTemplate) {
    await adminQuery(adminUrl, `create database ${database} template ${fromTemplate.database}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventalp-test-'));
    fs.cpSync(fromTemplate.dataDir, dataDir, { recursive: true });
  } else {
    await adminQuery(adminUrl, `create database ${database}`);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eventalp-test-'));
  }

  const relay = options.interruptibleDatabase
    ? await interruptibleDatabase(databaseUrl(adminUrl, database))
    : null;
  const config = loadConfig({
    ...TEST_ENV,
    DATABASE_URL: relay?.url ?? databaseUrl(adminUrl, database),
    REDIS_URL: process.env.REDIS_URL ?? '',
    DATA_DIR: dataDir,
    BRAND: `test-${suffix}`,
    ...options.env,
  });
  const platform = await createPlatform(config, {
    plugins: options.plugins,
    now: options.now,
    logger: options.logger,
  });
  if (!fromTemplate) await migrateAndSeed(platform, options.seed ?? 'none', options.counts);
  const stopWorker = config.redisUrl ? platform.startWorker() : () => undefined;
  const app = createApp(platform);
  const mismatches: string[] = [];
  app.middleware.unshift(documentedAnswersOnly(platform, mismatches));
  const newAgent = () => supertest.agent(app.callback());
  const agent = newAgent();
  const servers: http.Server[] = [];

  return {
    platform,
    agent,
    dataDir,
    database: relay,
    newAgent,
    async eventually(check, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        await platform.drainJobs();
        try {
          await check();
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async listen() {
      const server = http.createServer(app.callback());
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async csrf(client = agent) {
      const response = await client.get('/api/auth/session').expect(200);
      return response.body.csrfToken as string;
    },
    async signIn(login, password, clientIp) {
      const client = newAgent();
      const session = await client.get('/api/auth/session').expect(200);
      const request = client.post('/api/auth/login').set('X-CSRF-Token', session.body.csrfToken);
      if (clientIp) request.set('X-Forwarded-For', clientIp);
      await request.send({ login, password }).expect(200);
      const signedIn = await client.get('/api/auth/session').expect(200);
      return { agent: client, token: signedIn.body.csrfToken as string };
    },
    async close() {
      for (const server of servers) {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
      stopWorker();
      await relay?.start();
      await platform.close();
      await relay?.close();
      await adminQuery(adminUrl, `drop database if exists ${database} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (mismatches.length > 0)
        throw new Error(`Answers that differ from the OpenAPI document:\n${mismatches.join('\n')}`);
    },
  };
}

/** The body as the client reads it: JSON parsed (a serialized answer too), text as text. */
function bodyAsSent(ctx: Koa.Context): unknown {
  const body: unknown = ctx.body;
  if (body === null || body === undefined) return undefined;
  // A file answer (a PDF, say) is documented as a string of its media type: its bytes are one.
  if (Buffer.isBuffer(body)) return body.toString('latin1');
  if (typeof (body as { pipe?: unknown }).pipe === 'function') return undefined;
  const json = ctx.response.is('json') !== false;
  if (typeof body === 'string') return json ? JSON.parse(body) : body;
  return JSON.parse(JSON.stringify(body));
}

/**
 * Checks every answer against the platform's OpenAPI document (built from the mounted routes): an
 * answer that differs becomes a 500 naming the difference, so the test that asked fails, and
 * `close()` fails the file with every difference seen.
 */
function documentedAnswersOnly(platform: Platform, mismatches: string[]): Koa.Middleware {
  let documented: DocumentedAnswers | null = null;
  return async function checkDocumentedAnswers(ctx, next) {
    await next();
    documented ??= new DocumentedAnswers(
      buildOpenApiDocument([...platformRoutes(platform), ...platform.routes], 'test'),
    );
    const problem = documented.problemWith({
      method: ctx.method,
      path: ctx.path,
      status: ctx.status,
      contentType: ctx.response.get('Content-Type'),
      headers: ctx.response.headers,
      body: bodyAsSent(ctx),
    });
    if (!problem) return;
    mismatches.push(problem);
    console.error(`Answer differs from the OpenAPI document: ${problem}`);
    ctx.status = 500;
    ctx.body = { message: `Answer differs from the OpenAPI document: ${problem}` };
  };
}

/** Waits until the outbox holds a sent mail to `to` (jobs run in-process or on a Bull worker). */
export async function waitForSentMail(
  platform: Platform,
  to: string,
  timeoutMs = 10_000,
  /** Only a mail newer than this one (with Bull the next mail is delivered asynchronously). */
  afterId = 0,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await platform.drainJobs();
    const mail = await platform.services
      .db(OUTBOX_TABLE)
      .where({ to, status: 'sent' })
      .where('id', '>', afterId)
      .orderBy('id', 'desc')
      .first();
    if (mail)
      return { ...mail, id: Number(mail.id) } as {
        id: number;
        subject: string;
        text: string;
        to: string;
      };
    if (Date.now() > deadline) throw new Error(`No sent mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
