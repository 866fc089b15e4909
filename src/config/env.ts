import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  mediaStorageConfigOf,
  mediaStorageEnvShape,
  mediaStorageProblems,
  type MediaStorageConfig,
} from './media-storage-env';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** Unset or empty means "not configured". */
const optional = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || undefined)
    .pipe(schema.optional());

const optionalUrl = optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }));

/** The public origin, for canonical and social-preview links: scheme, host and port only. */
const siteOrigin = optional(
  z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .refine((value) => /^[^?#]*$/.test(value) && URL.parse(value)?.pathname === '/', {
      error: 'must be an origin such as https://www.example.com (no path)',
    })
    .transform((value) => new URL(value).origin),
);

/** Express's names for private ranges, usable in a TRUST_PROXY list. */
const proxySubnetNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (proxySubnetNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = family === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * Which proxies may name the client in `X-Forwarded-For`: none (`false`), the nearest N hops,
 * or the proxies' own addresses and subnets. `true` would believe any client that sends the
 * header, which lets it pick its own address and so its own rate limits: refused.
 */
const trustedProxies = z
  .string()
  .trim()
  .default('false')
  .transform((value, context): false | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (/^\d+$/.test(value)) return Number(value);
    if (value === 'true') {
      context.addIssue({
        code: 'custom',
        message:
          "'true' would trust any client's X-Forwarded-For; set the number of proxies in front of the site (e.g. 1) or their addresses and subnets (e.g. 10.0.0.0/8,loopback)",
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const invalid = entries.filter((entry) => !isProxyAddress(entry));
    if (invalid.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets (not understood: ${invalid.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optional(
    z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// connection URL' }),
  ),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustedProxies,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SHOW_DEMO_CREDENTIALS: booleanFlag.optional(),
  SEED_SAMPLE_CONTENT: booleanFlag.optional(),
  SITE_NAME: z.string().trim().min(1).default('Ava Automation'),
  SITE_URL: siteOrigin,
  SITE_PHONE: z.string().trim().min(7).default('(555) 010-0142'),
  SITE_EMAIL: z.email().default('hello@example.com'),
  BOOKING_WIDGET_URL: optionalUrl,
  CONTACT_FORM_URL: optionalUrl,
  QUOTE_FORM_URL: optionalUrl,
  FORM_EMBED_SCRIPT_URL: optionalUrl,
  VIDEO_EMBED_URL: optionalUrl,
  SIGNUP_URL: optionalUrl.default('https://app.example.com/signup'),
  APP_SIGNIN_URL: optionalUrl.default('https://app.example.com/login'),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().trim().min(3)),
  METRICS_TOKEN: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  WEB_CONCURRENCY: optional(
    z.string().regex(/^(auto|[1-9]\d{0,2})$/, {
      error: 'must be a number of processes (e.g. 4) or auto (one per core)',
    }),
  ),
  ...mediaStorageEnvShape,
});

export type Env = z.infer<typeof envSchema>;

/** The whole configuration: the database part (`DatabaseConfig`) and what the web server needs. */
export interface Config extends DatabaseConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  sessionSecret: string;
  /** Express `trust proxy`: no proxy, a hop count, or the proxies' addresses and subnets. */
  trustProxy: false | number | string[];
  logLevel: Env['LOG_LEVEL'];
  showDemoCredentials: boolean;
  site: {
    name: string;
    /** Public origin without a trailing slash, e.g. `https://www.example.com`. */
    url: string;
    phone: string;
    email: string;
    bookingWidgetUrl: string | undefined;
    contactFormUrl: string | undefined;
    quoteFormUrl: string | undefined;
    formEmbedScriptUrl: string | undefined;
    videoEmbedUrl: string | undefined;
    signupUrl: string;
    appSigninUrl: string;
  };
  /**
   * GET /metrics: off unless a token (then asked for as a Bearer token) or a port of its own
   * (then never on the public port) is set.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** Server processes behind the one port (WEB_CONCURRENCY; `auto` is one per core). */
  webConcurrency: number;
  mail: {
    /** Where e-mail goes out; without it messages wait in the admin's outbox. */
    smtpUrl: string | undefined;
    /** The From of every message, e.g. `"Ava Automation" <hello@example.com>`. */
    from: string;
  };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** What the database commands need (knex CLI, `npm run db:*`, `npm run user:create`). */
export interface DatabaseConfig {
  isProduction: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Load the sample accounts and posts into an empty database (on by default, off in production). */
  seedSampleContent: boolean;
  /** The media library's files: DATA_DIR/uploads, or an S3-compatible bucket (S3_*). */
  mediaStorage: MediaStorageConfig;
}

const databaseEnvSchema = envSchema
  .pick({
    NODE_ENV: true,
    DATA_DIR: true,
    DATABASE_URL: true,
    SEED_SAMPLE_CONTENT: true,
  })
  .extend(mediaStorageEnvShape);

/** Parses `source` with `schema`; throws a ConfigError naming every bad variable. */
function parseEnv<Schema extends z.ZodType>(
  schema: Schema,
  source: NodeJS.ProcessEnv,
): z.output<Schema> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return parsed.data;
}

function databaseConfigOf(env: z.output<typeof databaseEnvSchema>): DatabaseConfig {
  const isProduction = env.NODE_ENV === 'production';
  const problems = mediaStorageProblems(env);
  if (problems.length > 0) throw new ConfigError(problems);
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    isProduction,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    seedSampleContent: env.SEED_SAMPLE_CONTENT ?? !isProduction,
    mediaStorage: mediaStorageConfigOf(env, dataDir),
  };
}

/**
 * The database part of the configuration, read the way `loadConfig` reads it, without what only
 * the web server needs (a release step that migrates has no use for the session secret).
 */
export function loadDatabaseConfig(source: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return databaseConfigOf(parseEnv(databaseEnvSchema, source));
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(envSchema, source);
  const database = databaseConfigOf(env);
  const { isProduction, dataDir } = database;
  const webConcurrency =
    env.WEB_CONCURRENCY === 'auto' ? availableParallelism() : Number(env.WEB_CONCURRENCY ?? 1);
  const missing = [
    isProduction &&
      !env.SESSION_SECRET &&
      'SESSION_SECRET: required in production (at least 32 characters)',
    // Canonical links pointing at localhost would tell search engines the site lives nowhere.
    isProduction &&
      !env.SITE_URL &&
      'SITE_URL: required in production (the public origin, e.g. https://www.example.com)',
    // PGlite's files belong to the one process that opened them.
    webConcurrency > 1 &&
      !env.DATABASE_URL &&
      `WEB_CONCURRENCY: ${webConcurrency} processes need PostgreSQL, as the embedded database (DATA_DIR) can be opened by one process only; set DATABASE_URL, or leave WEB_CONCURRENCY unset to run one process`,
  ].filter((problem): problem is string => !!problem);
  if (missing.length > 0) throw new ConfigError(missing);
  return {
    ...database,
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    sessionSecret: env.SESSION_SECRET ?? readOrCreateSessionSecret(dataDir),
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    showDemoCredentials: env.SHOW_DEMO_CREDENTIALS ?? !isProduction,
    site: {
      name: env.SITE_NAME,
      url: env.SITE_URL ?? `http://localhost:${env.PORT}`,
      phone: env.SITE_PHONE,
      email: env.SITE_EMAIL,
      bookingWidgetUrl: env.BOOKING_WIDGET_URL,
      contactFormUrl: env.CONTACT_FORM_URL,
      quoteFormUrl: env.QUOTE_FORM_URL,
      formEmbedScriptUrl: env.FORM_EMBED_SCRIPT_URL,
      videoEmbedUrl: env.VIDEO_EMBED_URL,
      signupUrl: env.SIGNUP_URL,
      appSigninUrl: env.APP_SIGNIN_URL,
    },
    metrics: { token: env.METRICS_TOKEN, port: env.METRICS_PORT, host: env.METRICS_HOST },
    webConcurrency,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `"${env.SITE_NAME.replace(/["\\]/g, '')}" <${env.SITE_EMAIL}>`,
    },
  };
}

/** Outside production a generated secret kept in DATA_DIR keeps sessions valid across restarts. */
function readOrCreateSessionSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
