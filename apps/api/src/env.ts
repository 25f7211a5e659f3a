import { isIP } from 'node:net';
import {
  DEMO_ACCOUNT_DEFAULTS,
  MIN_PRODUCTION_DISCOUNT_CODE_LENGTH,
  isPushOriginPattern,
} from '@rally/domain';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flagText = z.enum(['true', 'false', '1', '0', '']).optional();

const flag = flagText.transform((value) => value === 'true' || value === '1');

/** A flag that is on unless set to false (or 0). */
const flagOnByDefault = flagText.transform((value) => value !== 'false' && value !== '0');

/** Names proxy-addr (Fastify's trustProxy) knows for address ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyAddress(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d{1,3}$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/**
 * Which proxies in front of the server may set X-Forwarded-For: none (empty, `false`, `0`), a hop
 * count, or a list of their addresses and ranges. Never all: the leftmost address is the client's own
 * claim, so `true` would let anyone pick the address every per-address limit counts.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): false | number | string[] => {
    if (value === undefined || value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust every X-Forwarded-For entry, and the leftmost one is written by the client: any script could claim a new address per request and escape the per-address limits. Set the number of proxies in front of the server (e.g. 1) or their addresses or CIDR ranges, comma-separated',
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      ctx.addIssue({
        code: 'custom',
        message: `${value} proxies in a row is not plausible (at most 10)`,
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const wrong = entries.filter((entry) => !isProxyAddress(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not a hop count, address or CIDR range: ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/**
 * Origins the server may post Web Push messages to beyond the browsers' own push services: a
 * comma-separated list of `https://host[:port]` or `https://*.domain` (a local stand-in in tests).
 */
const pushOrigins = z
  .string()
  .trim()
  .optional()
  .transform((value, ctx): string[] => {
    if (value === undefined || value === '') return [];
    const entries = value.split(',').map((entry) => entry.trim().replace(/\/$/, ''));
    const wrong = entries.filter((entry) => !isPushOriginPattern(entry));
    if (wrong.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an https origin (https://host[:port] or https://*.domain): ${wrong.join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A count per hour of a limit; 0 would refuse every request, so at least 1. */
const hourlyCount = (fallback: number) =>
  z.coerce.number().int().min(1).max(1_000_000).default(fallback);

/**
 * Defaults on models OpenAI has not announced a shutdown for (checked 2026-11-25): gpt-4o-mini and the
 * speech models shut down in January 2027 (docs/decisions/writer-model.md,
 * docs/decisions/realtime-voice.md).
 */
const DEFAULT_WRITER_MODEL = 'gpt-6-luna';
const DEFAULT_TTS_MODEL: Record<'realtime' | 'speech', string> = {
  realtime: 'gpt-realtime-2.1-mini',
  speech: 'gpt-4o-mini-tts',
};

/** Every setting the server reads. The only place that looks at process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  // Empty is unset, as .env.example leaves it.
  PUBLIC_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST_DIR: optionalText,
  DATABASE_URL: optionalText,
  /**
   * PostgreSQL connections prepare the hottest statements (packages/db prepared-statements.ts).
   * false for a pooler that hands one client's statements to other connections (PgBouncer's
   * transaction mode before 1.21, or without max_prepared_statements).
   */
  DATABASE_PREPARED_STATEMENTS: flagOnByDefault,
  // pg-boss's tables live in a schema of their own in the app's database.
  JOBS_SCHEMA: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'a lower-case PostgreSQL identifier')
      .default('pgboss'),
  ),
  /** Pause between the built-in writer's sentences, so its text streams like a model's does. */
  LOCAL_WRITER_PACE_MS: z.coerce.number().int().min(0).max(5000).default(40),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: z.string().trim().min(1).default(DEFAULT_WRITER_MODEL),
  /** Sent to the writer's model as reasoning_effort; `off` sends none (models that do not reason). */
  OPENAI_REASONING_EFFORT: z
    .enum(['off', 'none', 'minimal', 'low', 'medium', 'high', 'xhigh', 'max'])
    .default('low'),
  /** Which OpenAI API speaks: unset is the Realtime API for OpenAI itself, `speech` for another server. */
  OPENAI_TTS_API: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(['realtime', 'speech']).optional(),
  ),
  /** Unset: the default model of the chosen API. */
  OPENAI_TTS_MODEL: optionalText,
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  POLLY_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  /** Another address for Stripe's API: a local stand-in in tests, never in production. */
  STRIPE_API_URL: z.preprocess((value) => (value === '' ? undefined : value), z.url().optional()),
  BETA_DISCOUNT_CODE: optionalText,
  LOCAL_BILLING_IN_PRODUCTION: flag,
  REDIS_URL: optionalText,
  /** Web Push's VAPID key pair (`pnpm push:keys`) and contact; without the keys push is off. */
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  PUSH_ALLOWED_ORIGINS: pushOrigins,
  DEMO_ACCOUNTS_PER_ADDRESS_PER_HOUR: hourlyCount(DEMO_ACCOUNT_DEFAULTS.perAddressPerHour),
  DEMO_ACCOUNTS_PER_HOUR: hourlyCount(DEMO_ACCOUNT_DEFAULTS.perHour),
});

type StripeKeyMode = 'live' | 'test';

interface SettingProblem {
  path: [keyof Env];
  message: string;
}

/** A Stripe key's mode, the word after its `pk`, `sk` or `rk` prefix: a live-mode key takes real money. */
function stripeKeyMode(key: string): StripeKeyMode | null {
  const mode = /^(?:pk|sk|rk)_(live|test)_/.exec(key)?.[1];
  return mode === 'live' || mode === 'test' ? mode : null;
}

/**
 * Stripe's keys: live keys only in production (a test run or a laptop must never charge a real
 * card), both keys in the same mode, and the publishable key beside the secret one in production.
 */
function stripeKeyProblems(env: Env): SettingProblem[] {
  const problems: SettingProblem[] = [];
  const keys = [
    ['STRIPE_SECRET_KEY', env.STRIPE_SECRET_KEY, 'sk'],
    ['STRIPE_PUBLISHABLE_KEY', env.STRIPE_PUBLISHABLE_KEY, 'pk'],
  ] as const;
  for (const [name, key, prefix] of keys) {
    if (key === undefined) continue;
    if (name === 'STRIPE_PUBLISHABLE_KEY' && !key.startsWith('pk_')) {
      problems.push({
        path: [name],
        message: 'must be a publishable key (starting pk_, test or live mode): the browser sees it',
      });
    } else if (env.NODE_ENV !== 'production' && stripeKeyMode(key) === 'live') {
      problems.push({
        path: [name],
        message: `is a live-mode key (${prefix}_ then live) but NODE_ENV is ${env.NODE_ENV}: live keys charge real cards, so they are refused outside production; use the test key (${prefix}_test_…)`,
      });
    }
  }
  const secretMode = env.STRIPE_SECRET_KEY ? stripeKeyMode(env.STRIPE_SECRET_KEY) : null;
  const publishableMode = env.STRIPE_PUBLISHABLE_KEY
    ? stripeKeyMode(env.STRIPE_PUBLISHABLE_KEY)
    : null;
  if (secretMode !== null && publishableMode !== null && secretMode !== publishableMode) {
    problems.push({
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message: `is a ${publishableMode} key but STRIPE_SECRET_KEY is a ${secretMode} key: the card form would confirm payments that the server never created`,
    });
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    problems.push({
      path: ['STRIPE_PUBLISHABLE_KEY'],
      message:
        "required in production with STRIPE_SECRET_KEY: without it the card form cannot load and every payment page says 'Payment System Unavailable'",
    });
  }
  if (env.NODE_ENV === 'production' && env.STRIPE_API_URL) {
    problems.push({
      path: ['STRIPE_API_URL'],
      message:
        "is for tests against a local stand-in of Stripe's API; production talks to Stripe itself",
    });
  }
  return problems;
}

/**
 * Web Push needs both keys or neither, and a subject push services can reach the sender at
 * (`mailto:` or an https address): the keys' owner, named in every message's JWT.
 */
function vapidProblems(env: Env): SettingProblem[] {
  const keys = [env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY, env.VAPID_SUBJECT];
  const set = keys.filter((key) => key !== undefined).length;
  if (set === 0) return [];
  if (set < keys.length) {
    const missing = (['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const).filter(
      (name) => env[name] === undefined,
    );
    return missing.map((name) => ({
      path: [name],
      message:
        'required with the other VAPID_* settings: Web Push needs the key pair (pnpm push:keys) and a subject (mailto: or https:)',
    }));
  }
  const problems: SettingProblem[] = [];
  if (!/^[A-Za-z0-9_-]{87}$/.test(env.VAPID_PUBLIC_KEY ?? '')) {
    problems.push({
      path: ['VAPID_PUBLIC_KEY'],
      message: 'must be a P-256 public key in base64url (87 characters), as pnpm push:keys prints',
    });
  }
  if (!/^[A-Za-z0-9_-]{43}$/.test(env.VAPID_PRIVATE_KEY ?? '')) {
    problems.push({
      path: ['VAPID_PRIVATE_KEY'],
      message: 'must be a P-256 private key in base64url (43 characters), as pnpm push:keys prints',
    });
  }
  if (!/^(mailto:.+@.+|https:\/\/.+)$/.test(env.VAPID_SUBJECT ?? '')) {
    problems.push({
      path: ['VAPID_SUBJECT'],
      message: 'must be a mailto: address or an https: URL where push services can reach you',
    });
  }
  return problems;
}

/** Rules between settings: which billing provider may take payments, what production needs. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message:
        'required in production: the same-origin check compares requests with it, and an https address makes the session cookie Secure',
    });
  }
  const code = env.BETA_DISCOUNT_CODE;
  if (
    env.NODE_ENV === 'production' &&
    code !== undefined &&
    code.length < MIN_PRODUCTION_DISCOUNT_CODE_LENGTH
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['BETA_DISCOUNT_CODE'],
      message: `must be at least ${MIN_PRODUCTION_DISCOUNT_CODE_LENGTH} characters in production (it has ${code.length}): the code grants a free month, and a short one can be guessed within the throttles`,
    });
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_WEBHOOK_SECRET'],
      message: 'required with STRIPE_SECRET_KEY: every webhook signature is checked with it',
    });
  }
  if (env.STRIPE_SECRET_KEY && env.LOCAL_BILLING_IN_PRODUCTION) {
    ctx.addIssue({
      code: 'custom',
      path: ['LOCAL_BILLING_IN_PRODUCTION'],
      message:
        'cannot be set with STRIPE_SECRET_KEY: the local billing provider never runs beside Stripe',
    });
  }
  for (const problem of stripeKeyProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
  for (const problem of vapidProblems(env)) ctx.addIssue({ code: 'custom', ...problem });
  if (env.NODE_ENV === 'production' && !env.STRIPE_SECRET_KEY && !env.LOCAL_BILLING_IN_PRODUCTION) {
    ctx.addIssue({
      code: 'custom',
      path: ['STRIPE_SECRET_KEY'],
      message:
        'required in production, or the local billing provider (test cards, no money) would take payments; set LOCAL_BILLING_IN_PRODUCTION=true to allow that on purpose',
    });
  }
});

export type Env = z.infer<typeof envSchema>;

export type OpenAITtsApi = 'realtime' | 'speech';

/** The Realtime API for OpenAI itself; `/v1/audio/speech` for a compatible server, which rarely has the other. */
export function openAITtsApi(env: Pick<Env, 'OPENAI_TTS_API' | 'OPENAI_BASE_URL'>): OpenAITtsApi {
  return env.OPENAI_TTS_API ?? (env.OPENAI_BASE_URL === undefined ? 'realtime' : 'speech');
}

export function openAITtsModel(
  env: Pick<Env, 'OPENAI_TTS_API' | 'OPENAI_BASE_URL' | 'OPENAI_TTS_MODEL'>,
): string {
  return env.OPENAI_TTS_MODEL ?? DEFAULT_TTS_MODEL[openAITtsApi(env)];
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Settings that work but that an operator should hear about, once at start. */
export function configurationWarnings(env: Env): string[] {
  const warnings: string[] = [];
  if (env.DATABASE_URL && !env.S3_BUCKET) {
    warnings.push(
      `Audio is stored in local files (${env.DATA_DIR}/audio) while the database is PostgreSQL: with several servers on this database, set S3_BUCKET so that each can play what another recorded.`,
    );
  }
  return warnings;
}

/** Parses the environment; a bad value names the variable. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = checkedEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  return result.data;
}
