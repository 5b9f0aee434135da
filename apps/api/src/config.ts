/**
 * Environment, validated once at start (STYLE: env validated with zod).
 * Embedded mode (no DATABASE_URL) keeps everything under DATA_DIR.
 */
import { z } from 'zod';
import path from 'node:path';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** An empty variable (`DATABASE_URL=` in a .env file) means "not set". */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optional(z.string().url()),
  DATA_DIR: z.string().default('data'),
  JWT_SECRET: optional(z.string().min(32, 'JWT_SECRET en az 32 karakter olmalı.')),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  DEMO: bool,
  ADMIN_EMAIL: optional(z.string().email()),
  ADMIN_PASSWORD: optional(z.string().min(8)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  ICAL_ALLOW_PRIVATE: bool,
  ICAL_SYNC_MINUTES: z.coerce.number().min(0).default(15),
  BOOKING_RATE_LIMIT: z.coerce.number().int().positive().default(5),
  TCMB_URL: z.string().url().default('https://www.tcmb.gov.tr/kurlar/today.xml'),
  SMTP_URL: optional(z.string().url()),
  MAIL_FROM: z.string().default('Yalı Villa Kiralama <no-reply@yali.local>'),
  REVALIDATE_URL: optional(z.string().url()),
  REVALIDATE_SECRET: optional(z.string().min(16)),
  // Observability (docs/operations/observability.md).
  METRICS_TOKEN: optional(z.string().min(16, 'METRICS_TOKEN en az 16 karakter olmalı.')),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  /** Seed the demo agency into an empty database. Default: on in embedded mode. */
  demo: boolean;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  logLevel: string;
  loginRateLimit: number;
  /** Let calendar feeds point at loopback/private addresses (tests, intranets). Default off: SSRF protection. */
  icalAllowPrivate: boolean;
  /** Minutes between automatic syncs of every active feed; 0 turns the job off. */
  icalSyncMinutes: number;
  /** Public booking requests per IP per 10 minutes (look-ups: four times as many). */
  bookingRateLimit: number;
  /** Daily rates XML of the Central Bank (`today.xml` format) for "update from the Central Bank". */
  tcmbUrl: string;
  /** SMTP server of the mail sender (smtp://user:pass@host:port); unset: mails stay in the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The web app's `POST /api/revalidate` and its secret (decision 004); unset: public pages refresh after 300 s. */
  revalidateUrl: string | undefined;
  revalidateSecret: string | undefined;
  /** Bearer token that may read `/metrics` from anywhere; unset: only direct loopback/private-network peers may. */
  metricsToken: string | undefined;
  /** Milliseconds between "not ready" and closing on SIGTERM, for the balancer to stop sending (0: close at once). */
  shutdownDrainMs: number;
};

/** Reads the configuration; throws a readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Geçersiz ortam değişkenleri:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.API_PORT,
    host: e.API_HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    demo: e.DEMO ?? !e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    logLevel: e.LOG_LEVEL,
    loginRateLimit: e.LOGIN_RATE_LIMIT,
    icalAllowPrivate: e.ICAL_ALLOW_PRIVATE ?? false,
    icalSyncMinutes: e.ICAL_SYNC_MINUTES,
    bookingRateLimit: e.BOOKING_RATE_LIMIT,
    tcmbUrl: e.TCMB_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    revalidateUrl: e.REVALIDATE_URL,
    revalidateSecret: e.REVALIDATE_SECRET,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
