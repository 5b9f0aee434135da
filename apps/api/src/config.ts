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

/** An http(s) address: `minio:9000` parses as a URL of the scheme `minio:`. */
const httpUrl = z
  .string()
  .url()
  .regex(/^https?:\/\//, 'http:// veya https:// ile başlamalı.');

/** The bucket settings of `Config.s3`, each S3_* variable before its AWS_* fallback. */
function s3Settings(bucket: string, e: z.infer<typeof envSchema>): NonNullable<Config['s3']> {
  const endpoint = e.S3_ENDPOINT ?? e.AWS_ENDPOINT_URL_S3;
  const accessKeyId = e.S3_ACCESS_KEY_ID ?? e.AWS_ACCESS_KEY_ID;
  const secretAccessKey = e.S3_SECRET_ACCESS_KEY ?? e.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('Geçersiz ortam değişkenleri:\n  S3_ACCESS_KEY_ID ve S3_SECRET_ACCESS_KEY birlikte tanımlanmalı.');
  }
  return {
    bucket,
    endpoint,
    region: e.S3_REGION ?? e.AWS_REGION ?? 'us-east-1',
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

const envSchema = z.object({
  API_PORT: z.coerce.number().int().positive().default(4000),
  API_HOST: z.string().default('127.0.0.1'),
  DATABASE_URL: optional(z.string().url()),
  DATA_DIR: z.string().default('data'),
  // Object storage (issue 17): images in an S3-compatible bucket when S3_BUCKET is set, else under DATA_DIR.
  // The AWS_* names are the SDK's standard ones, read when the S3_* one is not set.
  S3_BUCKET: optional(z.string().min(3)),
  S3_ENDPOINT: optional(httpUrl),
  AWS_ENDPOINT_URL_S3: optional(httpUrl),
  S3_REGION: optional(z.string()),
  AWS_REGION: optional(z.string()),
  S3_ACCESS_KEY_ID: optional(z.string()),
  AWS_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  AWS_SECRET_ACCESS_KEY: optional(z.string()),
  S3_FORCE_PATH_STYLE: bool,
  BACKUP_DIR: optional(z.string()),
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
  // The same variable the web app reads for canonical links (apps/web/src/features/seo/site-url.ts).
  SITE_URL: httpUrl.default('http://localhost:3000'),
  REVALIDATE_URL: optional(z.string().url()),
  REVALIDATE_SECRET: optional(z.string().min(16)),
  REDIS_URL: optional(z.string().url()),
  TRUST_PROXY: z.string().default('loopback'),
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
  /**
   * The bucket images are kept in (storage/create-storage.ts); undefined: the
   * local `uploadsDir`. No credentials: the SDK's own chain (instance role,
   * `~/.aws`). Path-style addressing (`endpoint/bucket/key`) is what MinIO
   * and other self-hosted servers need, hence the default with an endpoint.
   */
  s3:
    | {
        bucket: string;
        endpoint: string | undefined;
        region: string;
        forcePathStyle: boolean;
        credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      }
    | undefined;
  /** Where `npm run backup` writes its archives; default `<DATA_DIR>/backups`. */
  backupDir: string;
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
  /**
   * The public address of the site (SITE_URL, no trailing slash), for links in mails such as the password
   * reset link. Configured, never taken from the request's Host header, so a forged header cannot send a
   * user's reset token to another site.
   */
  siteUrl: string;
  /** The web app's `POST /api/revalidate` and its secret (decision 004); unset: public pages refresh after 300 s. */
  revalidateUrl: string | undefined;
  revalidateSecret: string | undefined;
  /** Redis of a multi-instance deployment (rate limits, page-cache broadcast); unset: kept in this process. */
  redisUrl: string | undefined;
  /**
   * The proxies whose X-Forwarded-For the API believes (Fastify `trustProxy`: addresses, CIDRs or
   * `loopback`, comma-separated). Default `loopback`: the front or nginx on the same machine.
   */
  trustProxy: string;
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
    s3: e.S3_BUCKET ? s3Settings(e.S3_BUCKET, e) : undefined,
    backupDir: e.BACKUP_DIR ? path.resolve(e.BACKUP_DIR) : path.join(dataDir, 'backups'),
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
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    revalidateUrl: e.REVALIDATE_URL,
    revalidateSecret: e.REVALIDATE_SECRET,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    metricsToken: e.METRICS_TOKEN,
    shutdownDrainMs: e.SHUTDOWN_DRAIN_MS,
  };
}
