import { z } from 'zod';
import type { Contribution } from '../wiring/context-definition';
import { type ConfigSection, configSection, type SectionOf } from './config-section';

/**
 * All configuration comes from the environment, with defaults that work on a developer machine
 * (local PostgreSQL with trust auth, local Redis). Parsed once; invalid values stop the process.
 * This is the platform's own section; each context declares its own next to its definition
 * (`modules/<context>/<context>.config.ts`, `config-section.ts`), and `loadConfig` parses them all.
 */
export const PLATFORM_CONFIG = configSection('platform', {
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
  /** 1 mounts the bench-only routes (`GET /api/v1/bench/hello`); never set in production. */
  BENCH_ROUTES: z
    .enum(['0', '1'])
    .default('0')
    .transform((v) => v === '1'),
});

/** The platform's settings: what core reads. */
export type PlatformConfig = SectionOf<typeof PLATFORM_CONFIG>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** The settings of the parts' sections, joined (from the type each definition names). */
export type ContributedConfig<P extends readonly Contribution[]> = UnionToIntersection<
  P[number] extends infer D ? (D extends { config?: ConfigSection<infer T> } ? T : never) : never
>;

/**
 * The platform's section and those the parts declare (`config` of their definitions), each owning
 * its keys: a key two of them declare is refused (the second would silently shadow the first).
 */
export function configSections(parts: readonly Contribution[]): ConfigSection[] {
  const sections: ConfigSection[] = [PLATFORM_CONFIG];
  for (const part of parts) if (part.config && !sections.includes(part.config)) sections.push(part.config);
  const owners = new Map<string, string>();
  for (const section of sections)
    for (const key of section.keys) {
      const owner = owners.get(key);
      if (owner !== undefined) throw new Error(`Invalid configuration: ${key} is declared by both ${owner} and ${section.name}`);
      owners.set(key, section.name);
    }
  return sections;
}

/**
 * Parses the environment with every section (the platform's and `parts`'): one object holding all
 * their keys. Invalid values stop the process, every problem named by its variable.
 */
export function loadConfig<const P extends readonly Contribution[]>(
  env: NodeJS.ProcessEnv,
  parts: P,
): PlatformConfig & ContributedConfig<P> {
  const config: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const section of configSections(parts)) {
    const parsed = section.schema.safeParse(env);
    if (parsed.success) Object.assign(config, parsed.data);
    else problems.push(...parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  if (problems.length > 0) throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  const platform = config as PlatformConfig;
  if (platform.NODE_ENV === 'production' && platform.JWT_SECRET.startsWith('dev-only')) {
    throw new Error('Invalid configuration: JWT_SECRET must be set in production');
  }
  return config as PlatformConfig & ContributedConfig<P>;
}

/** Injects the loaded configuration as the platform sees it (`PlatformConfig`). */
export const APP_CONFIG = Symbol('APP_CONFIG');
