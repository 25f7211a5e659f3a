// Every throttle of the API, its count, its window and what its 429 says. The server counts them in
// the rate-limit store (Redis with several servers); each refusal carries Retry-After.

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** How many attempts a window allows, and the refusal's message given the seconds left to wait. */
export interface AttemptLimit {
  max: number;
  windowMs: number;
  message: (retryAfterSeconds: number) => string;
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, rounded up to what a person reads. */
export function waitPhrase(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return whole === 1 ? '1 second' : `${whole} seconds`;
  const minutes = Math.ceil(whole / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

const signInMessage = (seconds: number) =>
  `Too many sign-in attempts. Please wait ${waitPhrase(seconds)} and try again.`;

/**
 * Sign-in and sign-up attempts. Counted per email *and* address, so wrong passwords sent from one
 * address never lock the owner out of another; the slower per-email ceiling stops guessing spread
 * over many addresses, and one address alone can never reach it (20 an hour against 100).
 */
export const SIGN_IN_LIMITS = {
  /** The sixth attempt in a minute for one email from one address is refused. */
  perEmailAndAddress: { max: 5, windowMs: MINUTE_MS, message: signInMessage },
  perEmailAndAddressHourly: { max: 20, windowMs: HOUR_MS, message: signInMessage },
  /** Across emails: a shared office network still fits. */
  perAddress: { max: 30, windowMs: MINUTE_MS, message: signInMessage },
  perEmail: { max: 100, windowMs: HOUR_MS, message: signInMessage },
} as const satisfies Record<string, AttemptLimit>;

const discountMessage = (seconds: number) =>
  `Too many discount codes tried. Please wait ${waitPhrase(seconds)} and try again.`;

/**
 * Discount codes tried. The beta code grants a free month, so it must not be guessable: ten a user
 * is plenty for typos, twenty an address covers a household, and the ceiling for everyone bounds a
 * guesser with many accounts and addresses to 2,400 guesses a day.
 */
export const DISCOUNT_CODE_LIMITS = {
  perUser: { max: 10, windowMs: 15 * MINUTE_MS, message: discountMessage },
  perAddress: { max: 20, windowMs: 15 * MINUTE_MS, message: discountMessage },
  overall: {
    max: 100,
    windowMs: HOUR_MS,
    message: (seconds: number) =>
      `Too many discount codes are being tried right now. Please wait ${waitPhrase(seconds)} and try again.`,
  },
} as const satisfies Record<string, AttemptLimit>;

/** In production a shorter BETA_DISCOUNT_CODE refuses to start: the overall ceiling would not protect it. */
export const MIN_PRODUCTION_DISCOUNT_CODE_LENGTH = 12;

/**
 * New recordings a user may start. Each costs the voice provider's fee; stored ones are free and not
 * counted. Trying every voice on six speeches in an hour still fits.
 */
export const NEW_RECORDING_LIMIT: AttemptLimit = {
  max: 30,
  windowMs: HOUR_MS,
  message: (seconds) =>
    `Too many new recordings started. Please wait ${waitPhrase(seconds)} and try again.`,
};

/** Demo accounts made per hour; the counts are settings (DEMO_ACCOUNTS_PER_*), these their defaults. */
export const DEMO_ACCOUNT_DEFAULTS = { perAddressPerHour: 10, perHour: 500 } as const;
export const DEMO_ACCOUNT_WINDOW_MS = HOUR_MS;

export const DEMO_ACCOUNT_MESSAGES = {
  perAddress: (seconds: number) =>
    `Too many demo accounts were started from your network. Please wait ${waitPhrase(seconds)}, or sign up for free to keep an account of your own.`,
  overall: (seconds: number) =>
    `Too many demo accounts are in use right now. Please try again in ${waitPhrase(seconds)}, or sign up for free to start at once.`,
} as const;

/** The demo account limits for the configured counts. */
export function demoAccountLimits(counts: { perAddressPerHour: number; perHour: number }) {
  return {
    perAddress: {
      max: counts.perAddressPerHour,
      windowMs: DEMO_ACCOUNT_WINDOW_MS,
      message: DEMO_ACCOUNT_MESSAGES.perAddress,
    },
    overall: {
      max: counts.perHour,
      windowMs: DEMO_ACCOUNT_WINDOW_MS,
      message: DEMO_ACCOUNT_MESSAGES.overall,
    },
  } as const satisfies Record<string, AttemptLimit>;
}

/** Calls one tRPC request may batch: a batch of 300 demo logins made 300 accounts. */
export const TRPC_MAX_BATCH_SIZE = 10;

/**
 * Retry-After of a refusal that does not know its own wait: a 429 passed on from a provider, or a
 * 503 (database or rate-limit store out of reach).
 */
export const DEFAULT_RETRY_AFTER_SECONDS = { tooManyRequests: 30, unavailable: 5 } as const;
