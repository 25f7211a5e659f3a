import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const flag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

/** Every setting the server reads. The only place that looks at process.env. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag,
  DATA_DIR: z.string().min(1).default('.data'),
  WEB_DIST_DIR: optionalText,
  DATABASE_URL: optionalText,
  /** Pause between the built-in writer's sentences, so its text streams like a model's does. */
  LOCAL_WRITER_PACE_MS: z.coerce.number().int().min(0).max(5000).default(40),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText,
  OPENAI_MODEL: z.string().default('gpt-4o-mini'),
  OPENAI_TTS_MODEL: z.string().default('gpt-4o-mini-tts'),
  AWS_REGION: optionalText,
  AWS_ACCESS_KEY_ID: optionalText,
  AWS_SECRET_ACCESS_KEY: optionalText,
  POLLY_ENDPOINT: optionalText,
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  BETA_DISCOUNT_CODE: optionalText,
  LOCAL_BILLING_IN_PRODUCTION: flag,
  REDIS_URL: optionalText,
});

/** Rules between settings: which billing provider may take payments. */
const checkedEnvSchema = envSchema.superRefine((env, ctx) => {
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

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
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
