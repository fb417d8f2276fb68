import path from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

/** Whether Fastify's trustProxy (@fastify/proxy-addr) reads `items` as addresses, ranges or range names. */
function areProxyAddresses(items: string[]): boolean {
  try {
    proxyAddr.compile(items);
    return true;
  } catch {
    return false;
  }
}

const listOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\/.+/, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  APP_URL: optionalText.pipe(
    z.url({ message: 'must be a URL such as https://lunch.example.com' }).optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/.+/, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('Lunch <no-reply@lunch.local>'),
  PAYSTACK_SECRET_KEY: optionalText,
  PAYSTACK_BASE_URL: z.url({ message: 'must be a URL' }).default('https://api.paystack.co'),
  PAYSTACK_DVA_BANK: z.string().trim().min(1).default('wema-bank'),
  DEMO_MODE: z.enum(['0', '1', '']).optional(),
  ADMIN_EMAIL: optionalText.pipe(z.email({ message: 'must be an email address' }).optional()),
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  CORS_ORIGINS: optionalText,
  TRUST_PROXY: optionalText.pipe(
    z
      .string()
      .refine(
        (value) => areProxyAddresses(listOf(value)),
        'must be a comma-separated list of addresses or CIDR ranges, e.g. 10.0.0.0/8 or loopback',
      )
      .optional(),
  ),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(168),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be a URL such as http://127.0.0.1:9000' }).optional(),
  ),
  S3_REGION: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, message: 'must be a URL such as https://images.example.com' }).optional(),
  ),
  METRICS_TOKEN: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

/** An S3-compatible bucket for uploaded images; see lib/s3-storage.ts. */
export type S3Config = {
  bucket: string;
  region: string;
  /** Unset: AWS S3 itself. Set: that server, with the bucket in the path. */
  endpoint?: string;
  /** Where browsers load the objects from (no trailing slash); unset: through this app's /uploads. */
  publicUrl?: string;
};

export type Config = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  paystackSecretKey: string | undefined;
  paystackBaseUrl: string;
  /** The bank companies' dedicated accounts are opened at (Paystack's slug; `test-bank` in test mode). */
  paystackDvaBank: string;
  /** Demo outbox and sandbox checkout answer non-loopback clients only when this is on. */
  demoMode: boolean;
  /** A demo install (sandbox payments or DEMO_MODE=1): the demo menu is added at start. */
  demoData: boolean;
  admin: { email: string; password: string } | undefined;
  corsOrigins: string[];
  /**
   * The load balancers' addresses (TRUST_PROXY): a request from one of them is taken to come from
   * the client its X-Forwarded-For names, so per-address limits count each client. Empty: the
   * header is ignored.
   */
  trustedProxies: string[];
  sessionTtlHours: number;
  logLevel: string;
  /** Uploaded images go to this bucket when S3_BUCKET is set, else under DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** The bearer token `GET /metrics` asks for; unset: no metrics are kept and /metrics answers 404. */
  metricsToken: string | undefined;
};

export class ConfigError extends Error {}

/** The only place that reads the environment. Fails with every bad variable listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  const s3Only = (['S3_ENDPOINT', 'S3_REGION', 'S3_PUBLIC_URL'] as const).filter((name) => e[name]);
  if (!e.S3_BUCKET && s3Only.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n  ${s3Only.join(', ')} set without S3_BUCKET: set S3_BUCKET to store images in S3, or unset them`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paystackSecretKey: e.PAYSTACK_SECRET_KEY,
    paystackBaseUrl: e.PAYSTACK_BASE_URL.replace(/\/+$/, ''),
    paystackDvaBank: e.PAYSTACK_DVA_BANK,
    demoMode: e.DEMO_MODE === '1',
    demoData: e.DEMO_MODE === '1' || !e.PAYSTACK_SECRET_KEY,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    corsOrigins: listOf(e.CORS_ORIGINS),
    trustedProxies: listOf(e.TRUST_PROXY),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    logLevel: e.LOG_LEVEL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/+$/, ''),
        }
      : undefined,
    metricsToken: e.METRICS_TOKEN,
  };
}

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
