import { z } from 'zod';

/**
 * All configuration comes from the environment, with defaults that work on a developer machine
 * (local PostgreSQL with trust auth, local Redis). Parsed once; invalid values stop the process.
 */
/** An http(s) URL, or '' for "not set". The message names the variable, never its value. */
function httpUrlOrEmpty(name: string) {
  return z
    .string()
    .default('')
    .refine((v) => {
      if (v === '') return true;
      try {
        return ['http:', 'https:'].includes(new URL(v).protocol);
      } catch {
        return false;
      }
    }, `${name} must be an http(s) URL`);
}

const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.string().default('postgres://postgres@127.0.0.1:5432/backoffice'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).default(20),
  /** A transaction left idle this long is killed: a stuck one would stall every event reader. */
  IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  REDIS_URL: z.string().default('redis://127.0.0.1:6379'),
  /** Prefix of every Redis key (queues, pub/sub channels, socket.io adapter); tests use one per run. */
  REDIS_PREFIX: z.string().default('bo:'),
  JWT_SECRET: z.string().min(16).default('dev-only-secret-change-me-in-production'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .default(8 * 3600),
  ADMIN_PASSWORD: z.string().min(8).default('Admin@12345'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  SIGN_IN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Outgoing mail (sent by the worker). Default: a local catcher such as Mailpit on port 1025. */
  SMTP_URL: z.string().default('smtp://127.0.0.1:1025'),
  MAIL_FROM: z.string().default('Back Office <no-reply@backoffice.local>'),
  /** Public address of the web app, for links in e-mails. */
  APP_URL: z.string().default('http://localhost:8080'),
  /**
   * Bearer token Prometheus sends to scrape `GET /api/v1/metrics` (`Authorization: Bearer ...`);
   * at least 32 characters. Empty: only signed-in users holding `ops.view` may read the metrics.
   */
  METRICS_TOKEN: z
    .string()
    .default('')
    .refine((v) => v === '' || v.length >= 32, 'METRICS_TOKEN must be at least 32 characters'),
  /** Built web app served at `/`; empty disables it. */
  WEB_DIST: z.string().default(''),
  /** Polling fallback of event subscribers when no wake-up arrives. */
  SUBSCRIBER_POLL_MS: z.coerce.number().int().min(10).default(500),
  /**
   * Longest a call sent with X-Read-After waits for the read side to apply that position; then it
   * is answered on what is there (docs/api-conventions.md, "Reading your own writes").
   */
  READ_AFTER_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(3_000),
  /** Run projections and reactions in this process (API instances compete; one runner each). */
  RUN_SUBSCRIBERS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How long a new booking may stay unpaid before it expires (rooms and credit released). */
  BOOKING_PAYMENT_SECONDS: z.coerce.number().int().min(1).max(86_400).default(1_800),
  /** How long past that deadline an unpaid booking's rooms, tickets and credit stay held (its own expiry releases them first). */
  BOOKING_HOLD_GRACE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(900),
  /**
   * iPay88 FPX online banking (docs/ipay88.md). All four set, or FPX payments answer
   * PAYMENT_GATEWAY_NOT_CONFIGURED. `npm start` points them at the local simulator unless
   * IPAY88_MERCHANT_KEY is set. The merchant key is a secret: it only signs, and is never logged or
   * answered. The gateway posts its answers to APP_URL + /api/v1/payment/ipay88/{return,backend}.
   */
  IPAY88_MERCHANT_CODE: z.string().max(50).default(''),
  IPAY88_MERCHANT_KEY: z.string().default(''),
  IPAY88_ENTRY_URL: httpUrlOrEmpty('IPAY88_ENTRY_URL'),
  IPAY88_REQUERY_URL: httpUrlOrEmpty('IPAY88_REQUERY_URL'),
  /**
   * eLeisure (channel RWT) hotel reservations (docs/bookings.md, "eLeisure (RWT) payloads"): the
   * base URL of its API and our API key. Both set, or issuing a booking of an RWT hotel fails at the
   * supplier (the booking needs attention, the failed exchange is stored). `npm start` points them
   * at the local simulator unless ELEISURE_API_KEY is set. The key is a secret: sent in a header
   * only, never logged, stored in a payload or answered.
   */
  ELEISURE_URL: httpUrlOrEmpty('ELEISURE_URL'),
  ELEISURE_API_KEY: z.string().default(''),
  /** How long one eLeisure call may take before it counts as failed (retryable). */
  ELEISURE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /**
   * The flight supplier (channel SABRE; docs/bookings.md, "Suppliers and flights"): the base URL of
   * its API and, when it asks for one, our key (a secret: sent as a bearer token only, never logged
   * or answered). Unset: flight searches answer FLIGHT_SUPPLIER_NOT_CONFIGURED. `npm start` points
   * it at the local simulator (recorded fares) unless FLIGHT_SUPPLIER_URL is set.
   */
  FLIGHT_SUPPLIER_URL: httpUrlOrEmpty('FLIGHT_SUPPLIER_URL'),
  FLIGHT_SUPPLIER_KEY: z.string().default(''),
  /** How long one flight supplier call may take before it counts as failed (retryable). */
  FLIGHT_SUPPLIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** 1 mounts the bench-only routes (`GET /api/v1/bench/hello`); never set in production. */
  BENCH_ROUTES: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

export type AppConfig = z.infer<typeof configSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  if (parsed.data.NODE_ENV === 'production' && parsed.data.JWT_SECRET.startsWith('dev-only')) {
    throw new Error('Invalid configuration: JWT_SECRET must be set in production');
  }
  return parsed.data;
}

export const APP_CONFIG = Symbol('APP_CONFIG');
