import path from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol.replace(':', ''));
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.map((p) => `${p}://`).join(' or ')}`,
  );

const port = z.coerce
  .number({ error: 'must be a port number' })
  .int('must be a port number')
  .min(1, 'must be between 1 and 65535')
  .max(65535, 'must be between 1 and 65535');

/**
 * The award years (spec section 9: a comma-separated list, the latest being the current awarded
 * year), ascending and without repeats; anything but four-digit years is refused.
 */
const awardYears = z
  .string()
  .transform((list) => list.split(',').map((part) => part.trim()))
  .transform((parts) => parts.filter((part) => part !== ''))
  .refine((parts) => parts.length > 0, 'must name at least one year')
  .refine(
    (parts) => parts.every((part) => /^\d{4}$/.test(part)),
    'must be four-digit years separated by commas',
  )
  .transform((parts) => [...new Set(parts.map(Number))].sort((a, b) => a - b));

/**
 * A Swiss or Liechtenstein IBAN (or QR-IBAN), spaces allowed: 21 characters with valid check
 * digits (ISO 13616, modulo 97); answered without spaces, upper-case.
 */
const swissIban = z
  .string()
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(
    (iban) => /^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/.test(iban) && ibanChecksumValid(iban),
    'must be a Swiss or Liechtenstein IBAN with valid check digits',
  );

/** The IBAN's check digits hold (the number with its first four characters moved last, mod 97 = 1). */
export function ibanChecksumValid(iban: string): boolean {
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) =>
    String(letter.charCodeAt(0) - 55),
  );
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/**
 * The award office's account for donations: the QR-bill standard's sample QR-IBAN, to be replaced
 * by the office's own (`AWARD_DONATION_IBAN`).
 */
const AWARD_DONATION_IBAN_DEFAULT = 'CH4431999123000889012';

/** Every award year so far: the first edition (2016, see the retrospective) to this year's. */
const AWARD_YEARS_DEFAULT = '2016,2017,2018,2019,2020,2021,2022,2023,2024,2025,2026';

/** Environment variables the platform reads, with defaults for the embedded set-up. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_URL: url(['http', 'https']).default('http://localhost:3000'),
  API_HOST: z.string().min(1).default('127.0.0.1'),
  API_PORT: port.default(3100),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(200).default(20),
  EMBEDDED_PG_PORT: port.default(54329),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  OPENSEARCH_URL: url(['http', 'https']).optional(),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().min(3).default('eventalp <noreply@eventalp.ch>'),
  BRAND: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits or dashes')
    .default('eventalp'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PASSWORD_HASH_ROUNDS: z.coerce.number().int().min(4).max(15).default(12),
  /** How long a back-office list keeps a count of 10,000 rows and more (0: never). */
  BACKOFFICE_COUNT_TTL_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
  FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10000).default(30),
  TRUST_PROXY: booleanFlag.default(false),
  /** How much lower than the API the worker runs (Unix nice value, 0 to 19): mails can wait. */
  WORKER_NICE: z.coerce
    .number({ error: 'must be a whole number from 0 to 19' })
    .int('must be a whole number from 0 to 19')
    .min(0, 'must be a whole number from 0 to 19')
    .max(19, 'must be a whole number from 0 to 19')
    .default(10),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  AWARD_YEARS: awardYears.prefault(AWARD_YEARS_DEFAULT),
  AWARD_OFFICE_EMAIL: z.email('must be an e-mail address').optional(),
  AWARD_DONATION_IBAN: swissIban.prefault(AWARD_DONATION_IBAN_DEFAULT),
  AWARD_RATING_IP_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The award front end's public origin, which serves `elements.js` (kits' snippets). */
  MF_AWARD_URL: z.url().optional(),
});

export interface PlatformConfig {
  env: 'development' | 'production' | 'test';
  appUrl: string;
  api: { host: string; port: number };
  /** Secret for CSRF tokens; generated per data directory when not configured (not in production). */
  appSecret: string | null;
  dataDir: string;
  database: { url: string | null; poolMax: number; embeddedPort: number };
  redisUrl: string | null;
  openSearchUrl: string | null;
  mail: { smtpUrl: string | null; from: string; dropDir: string };
  storageDir: string;
  brand: string;
  logLevel: string;
  passwordHashRounds: number;
  /** How long a back-office list keeps a broad count (10,000 rows and more); 0: never. */
  backofficeCountTtlMs: number;
  formRateLimitPerMinute: number;
  trustProxy: boolean;
  /**
   * The worker's scheduling priority below the API's (nice value): on a machine the two share,
   * the worker's deliveries and kits give way to the requests visitors wait for.
   */
  workerNice: number;
  /** Bearer token that opens `/api/metrics` from elsewhere than loopback; null: loopback only. */
  metricsToken: string | null;
  /**
   * The award: its years (ascending; the latest is the current awarded year) and the award
   * office's address (nominations of venues without a contact address go there) and the account
   * donations are paid to (an IBAN or QR-IBAN, without spaces).
   */
  award: {
    years: number[];
    officeEmail: string;
    donationIban: string;
    /** Where the award's custom elements are served from (`MF_AWARD_URL`, else `APP_URL`). */
    elementsOrigin: string;
    /**
     * The key of the HMAC that turns a voter's address into the hash stored with a rating (the
     * address itself is never stored): `AWARD_RATING_IP_KEY`, else `APP_SECRET`, else (development
     * and tests only, production requires `APP_SECRET`) a key of the data directory's path.
     */
    ratingIpKey: string;
  };
}

/** A configuration value that cannot be used; the message names every bad variable. */
export class ConfigError extends Error {}

/** Reads and validates the environment once; throws ConfigError listing every bad value. */
export function loadConfig(
  env: Record<string, string | undefined>,
  repoRoot: string = path.resolve(__dirname, '../../..'),
): PlatformConfig {
  const cleaned = Object.fromEntries(
    Object.keys(schema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(cleaned[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const values = result.data;
  if (values.NODE_ENV === 'production' && !values.APP_SECRET) {
    throw new ConfigError('Invalid configuration:\n  APP_SECRET: required in production');
  }
  const dataDir = path.resolve(repoRoot, values.DATA_DIR ?? '.data');
  return {
    env: values.NODE_ENV,
    appUrl: values.APP_URL.replace(/\/$/, ''),
    api: { host: values.API_HOST, port: values.API_PORT },
    appSecret: values.APP_SECRET ?? null,
    dataDir,
    database: {
      url: values.DATABASE_URL ?? null,
      poolMax: values.DATABASE_POOL_MAX,
      embeddedPort: values.EMBEDDED_PG_PORT,
    },
    redisUrl: values.REDIS_URL ?? null,
    openSearchUrl: values.OPENSEARCH_URL ?? null,
    mail: {
      smtpUrl: values.SMTP_URL ?? null,
      from: values.MAIL_FROM,
      dropDir: path.join(dataDir, 'mail'),
    },
    storageDir: path.join(dataDir, 'storage'),
    brand: values.BRAND,
    logLevel: values.LOG_LEVEL,
    passwordHashRounds: values.PASSWORD_HASH_ROUNDS,
    backofficeCountTtlMs: values.BACKOFFICE_COUNT_TTL_MS,
    formRateLimitPerMinute: values.FORM_RATE_LIMIT_PER_MINUTE,
    trustProxy: values.TRUST_PROXY,
    workerNice: values.WORKER_NICE,
    metricsToken: values.METRICS_TOKEN ?? null,
    award: {
      years: values.AWARD_YEARS,
      officeEmail: values.AWARD_OFFICE_EMAIL ?? `award@${values.BRAND}.ch`,
      donationIban: values.AWARD_DONATION_IBAN,
      ratingIpKey: values.AWARD_RATING_IP_KEY ?? values.APP_SECRET ?? `development:${dataDir}`,
      elementsOrigin: (values.MF_AWARD_URL ?? values.APP_URL).replace(/\/$/, ''),
    },
  };
}
