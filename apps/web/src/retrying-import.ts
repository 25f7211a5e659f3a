/**
 * A lazily loaded chunk that failed to arrive (the connection dropped, the device went offline) is
 * asked for again: once the browser is back online, or after a pause that doubles from 1 s to at
 * most 30 s. React's `lazy` keeps a failed load for good, so the retries happen inside the one
 * promise it is given; after `attempts` failures the last error is thrown for an error boundary.
 */
export function retryingImport<Module>(
  load: () => Promise<Module>,
  attempts = 8,
): () => Promise<Module> {
  return async () => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await load();
      } catch (error) {
        if (attempt >= attempts) throw error;
        await beforeRetry(attempt);
      }
    }
  };
}

const FIRST_PAUSE_MS = 1000;
const LONGEST_PAUSE_MS = 30_000;

/** Offline, until the browser is online again; online, the next pause of the backoff. */
function beforeRetry(attempt: number): Promise<void> {
  if (!navigator.onLine) {
    return new Promise((resolve) =>
      window.addEventListener('online', () => resolve(), { once: true }),
    );
  }
  const pause = Math.min(LONGEST_PAUSE_MS, FIRST_PAUSE_MS * 2 ** (attempt - 1));
  return new Promise((resolve) => window.setTimeout(resolve, pause));
}
