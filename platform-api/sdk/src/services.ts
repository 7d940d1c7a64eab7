import type { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { AuthUser } from './auth';
import type { SearchEngine } from './search';
import type { ServiceRef } from './service-refs';

/** Structured logger (pino-compatible subset). */
export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
  debug(obj: object | string, msg?: string): void;
  child(bindings: Record<string, unknown>): Logger;
}

export interface JobOptions {
  /** Retries after the first failure (default from the job definition). */
  attempts?: number;
  /** Wait before starting, in ms. */
  delayMs?: number;
}

/** Queue port: Bull on Redis, or the same processors in-process. */
export interface JobQueue {
  add(name: string, data: unknown, options?: JobOptions): Promise<void>;
  /** Several jobs of one kind at once (one round trip to Redis); else `add` for each. */
  addMany?(name: string, data: readonly unknown[], options?: JobOptions): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** Overrides the configured sender. */
  from?: string;
  /** Files sent with the mail (kept in the outbox with it, e.g. an invoice PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/**
 * Platform events: a plugin publishes a fact it declared (`events` in its definition) and every
 * plugin that subscribed reacts in a queued job. Each delivery is a row first, so a dead process or
 * a queue outage loses nothing, and the publisher never learns who listens.
 */
export interface EventPublisher {
  /**
   * Records one delivery per subscriber of `name` (inside `trx` when given, so a rollback publishes
   * nothing) and queues them once committed. Throws for an event no plugin declares.
   */
  publish(name: string, payload: unknown, trx?: Knex.Transaction): Promise<void>;
}

/**
 * The outbox's table: every mail with its state. Other plugins may read it (e.g. to show the mails
 * of a request whose outbox ids they keep); only the host writes it.
 */
export const MAIL_OUTBOX_TABLE = 'platform_mail_outbox';

/** Mail port: every message is written to the outbox table first, then delivered by a job. */
export interface Mailer {
  /** Writes the message to the outbox (inside `trx` when given) and queues its delivery. */
  send(message: MailMessage, trx?: Knex.Transaction): Promise<number>;
  /**
   * Writes several messages to the outbox in one statement inside `trx` and queues each delivery
   * once it committed; answers their outbox ids in the order of `messages`.
   */
  sendMany(messages: readonly MailMessage[], trx: Knex.Transaction): Promise<number[]>;
}

/** Media storage port (local disk by default). Keys are relative paths like `12/photo.jpg`. */
export interface MediaStorage {
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Writes `data` as it streams (memory stays flat for large files, e.g. kit zips); the file
   * appears under `key` only once complete. Answers its size in bytes.
   */
  putStream(key: string, data: Readable): Promise<number>;
  get(key: string): Promise<Buffer | null>;
  /** Whether a file is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Makes `toKey` another name of the stored `fromKey` (a hard link on disk, a copy elsewhere). */
  link(fromKey: string, toKey: string): Promise<void>;
  delete(key: string): Promise<void>;
  /** Public URL path, e.g. `/storage/12/photo.jpg`. */
  url(key: string): string;
}

/** Result of consuming one point of a named limit. */
export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the limit resets (0 when allowed and nothing to wait for). */
  retryAfterSeconds: number;
}

/** Rate limits on Redis when configured, else in memory. */
export interface RateLimits {
  consume(
    limit: { name: string; points: number; durationSeconds: number },
    key: string,
  ): Promise<RateLimitResult>;
  /** The state of a limit without consuming a point (allowed while points remain). */
  peek(
    limit: { name: string; points: number; durationSeconds: number },
    key: string,
  ): Promise<RateLimitResult>;
  reset(limitName: string, key: string): Promise<void>;
}

export interface PublicConfig {
  env: 'development' | 'production' | 'test';
  appUrl: string;
  brand: string;
  mailFrom: string;
  passwordHashRounds: number;
  /** How long a back-office list keeps a broad count (10,000 rows and more); 0: never. */
  backofficeCountTtlMs: number;
  /**
   * The award's years (ascending; the latest is the current awarded year) and the award office's
   * address; the key that hashes a voter's address (never stored itself).
   */
  award: {
    years: readonly number[];
    officeEmail: string;
    donationIban: string;
    ratingIpKey: string;
    /** Where the award's custom elements (`elements.js`) are served from. */
    elementsOrigin: string;
  };
}

/** One entry of the audit log: who changed which record how, before and after. */
export interface AuditRecord {
  /** The resource's name as the back office knows it (`award-ratings`, `award-partners`). */
  resource: string;
  recordId: number;
  /** `create`, `update`, … or the change's own verb (`confirm`, `approve`). */
  action: string;
  /** A back-office user, or someone outside it by a name (`voter`). */
  actor: AuthUser | { id: null; username: string };
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/**
 * The platform's audit log (the records' history in the back office): entries are written inside
 * the change's transaction, so a rolled-back change leaves none. Resources get theirs from the
 * host; a plugin's own writes (a decision, a confirmation) record theirs here.
 */
export interface AuditTrail {
  record(trx: Knex.Transaction, entries: AuditRecord | readonly AuditRecord[]): Promise<void>;
}

/** What the host hands to every plugin factory: the platform's ports, never globals. */
export interface PlatformServices {
  db: Knex;
  logger: Logger;
  config: PublicConfig;
  queue: JobQueue;
  mail: Mailer;
  events: EventPublisher;
  storage: MediaStorage;
  search: SearchEngine;
  rateLimits: RateLimits;
  audit: AuditTrail;
  /** Current time; injected so domain code and tests control the clock. */
  now(): Date;
  /** True when the user holds every permission, directly or through a role (for ownership checks in handlers). */
  can(user: AuthUser, permissions: readonly string[]): boolean;
  /**
   * The one instance of another plugin's service. A plugin gets only the services it lists in
   * `uses` (and its own `provides`); anything else throws.
   */
  service<T>(ref: ServiceRef<T>): T;
}
