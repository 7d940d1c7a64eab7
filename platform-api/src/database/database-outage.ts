import type { Logger } from '@eventalp/platform-sdk';

/** Socket errors of a database that is down, restarting or unreachable. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * Postgres SQLSTATEs of a server that cannot serve now: class 08 (connection exception),
 * 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting or stopping).
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123])$/;

/** Messages node-postgres gives when the server goes away mid-conversation (no code). */
const CONNECTION_LOST =
  /^Connection terminated( unexpectedly| due to connection timeout)?$|^Client has encountered a connection error/;

/**
 * Whether an error means "the database is not reachable now" rather than "this query is wrong":
 * refused or lost connections, a server shutting down or starting, and the pool's acquire
 * timeout (no connection could be had in time). Looks through `cause` and AggregateErrors (a
 * host name with several addresses fails with one error per address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, name, message, errors, cause } = error as {
    code?: unknown;
    name?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code)))
    return true;
  if (name === 'KnexTimeoutError') return true;
  if (typeof message === 'string' && CONNECTION_LOST.test(message)) return true;
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/**
 * The database's availability as the API experiences it, logged once per change of state: the
 * first failed request of an outage logs a warning, the first new connection after it an info
 * line with the outage's length and how many requests it refused. Everything in between is
 * debug, so an outage under load is two lines, not a stack per request.
 */
export class DatabaseOutage {
  private since: number | null = null;
  private refused = 0;

  constructor(
    private readonly logger: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  /** A request failed because the database is unavailable. */
  failed(error: unknown): void {
    this.refused += 1;
    if (this.since !== null) {
      this.logger.debug({ err: error }, 'database still unreachable');
      return;
    }
    this.since = this.now();
    this.refused = 1;
    const reason = (error as { code?: string; message?: string }).code ?? String(error);
    this.logger.warn(
      { reason },
      `database unreachable (${reason}): answering 503 until it is back`,
    );
  }

  /** A new connection to the database was established. */
  connected(): void {
    if (this.since === null) return;
    const seconds = Math.round((this.now() - this.since) / 100) / 10;
    this.logger.info(
      { outageSeconds: seconds, refusedRequests: this.refused },
      `database reachable again after ${seconds} s (${this.refused} requests answered 503)`,
    );
    this.since = null;
    this.refused = 0;
  }
}
