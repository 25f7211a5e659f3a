import type { Tier } from '@rally/domain';

export interface WaitOptions {
  attempts: number;
  intervalMs: number;
  sleep?: (ms: number) => Promise<void>;
}

export const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Asks for the current tier until it is `tier`, at most `attempts` times: a payment's webhook can land
 * a moment after the browser hears that the card was charged. True once the tier shows; a failed
 * read counts as one more attempt.
 */
export async function waitForTier(
  readTier: () => Promise<Tier>,
  tier: Tier,
  { attempts, intervalMs, sleep: wait = sleep }: WaitOptions,
): Promise<boolean> {
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const current = await readTier().catch(() => null);
    if (current === tier) return true;
    if (attempt < attempts) await wait(intervalMs);
  }
  return false;
}
