import { APP_CODES, MESSAGES, withErrorMessage } from '@rally/domain';
import type { UserMessage } from '@rally/domain';
import { isServerError } from './generation-stream.ts';

/** True when the server refused because the speech allowance is used up. */
export function isLimitReached(error: unknown): boolean {
  return appCodeOf(error) === APP_CODES.limitReached;
}

/**
 * The toast for a failed generation: the limit message when the allowance is used up, the
 * server's own message when it sent one, and the spec's fallback for anything else (a dropped
 * connection's message means nothing to the user).
 */
export function generationFailureMessage(error: unknown): UserMessage {
  if (isLimitReached(error)) return MESSAGES.freeLimitReached;
  if (isServerError(error) && error instanceof Error) {
    return withErrorMessage(MESSAGES.generationFailed, error.message);
  }
  return MESSAGES.generationFailed;
}

function appCodeOf(error: unknown): unknown {
  if (!isServerError(error) || typeof error !== 'object' || error === null) return undefined;
  const data: unknown = 'data' in error ? error.data : undefined;
  return typeof data === 'object' && data !== null && 'appCode' in data ? data.appCode : undefined;
}
