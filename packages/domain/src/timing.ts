/** How long each page waits before it navigates away. */
export const REDIRECT_DELAY_MS = {
  logout: 1500,
  forceLogout: 2000,
  demoLogin: 1000,
  paymentSuccess: 2000,
  discount: 1500,
} as const;

export const SPLASH_HIDE_MS = 2000;

/** Above these a warning is written to the console log, never shown. */
export const PERF_BUDGET_MS = { load: 3000, fcp: 1500, lcp: 2500 } as const;

/** IntersectionObserver options: load when 10 % is visible, 50 px early. */
export const LAZY_IMAGE = { threshold: 0.1, rootMargin: '50px' } as const;

export const NOTIFICATIONS = {
  /** At most one visible at a time. */
  limit: 1,
  autoCloseMs: 5000,
  removeDelayMs: 1_000_000,
  swipeDirection: 'right',
  swipeThresholdPx: 50,
  hotkey: 'F8',
  /** From medium screens up. */
  maxWidthPx: 420,
} as const;

export const TOOLTIP = { delayMs: 700, skipDelayMs: 300 } as const;

/** Reads and writes: no retry, no refetch on focus, no polling, never stale. */
export const QUERY_DEFAULTS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchInterval: false,
  staleTime: Number.POSITIVE_INFINITY,
  gcTimeMs: 5 * 60 * 1000,
} as const;

/**
 * The client gives up on a speech being written, or a voice being recorded, when nothing arrives
 * for this long, rather than leave the user waiting on a connection that is gone.
 */
export const STREAM_SILENCE_TIMEOUT_MS = 15_000;

/**
 * After the client stopped waiting for a speech some of which had appeared, the server finishes and
 * saves it: the client looks at the speech list again this often, this many times, until it is there.
 */
export const SAVED_LATER_CHECKS = { everyMs: 3000, times: 20 } as const;
