import { APP_CODES, MESSAGES, withErrorMessage } from '@rally/domain';
import type { UserMessage } from '@rally/domain';
import { GenerationStoppedError } from './generation-stream.ts';
import type { StopReason } from './generation-stream.ts';

const STOPPED: Record<StopReason, UserMessage> = {
  cancelled: MESSAGES.generationCancelled,
  offline: MESSAGES.generationOffline,
  silent: MESSAGES.generationSilent,
};

/** A tRPC error that came from the server carries its error shape's `data`; a dropped connection does not. */
export function isServerError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'data' in error &&
    error.data !== null &&
    error.data !== undefined
  );
}

/** True when the server refused because the speech allowance is used up. */
export function isLimitReached(error: unknown): boolean {
  return appCodeOf(error) === APP_CODES.limitReached;
}

/** True when the user chose to stop waiting: no failure, so no red toast. */
export function isCancelled(error: unknown): boolean {
  return error instanceof GenerationStoppedError && error.reason === 'cancelled';
}

/**
 * The toast for a failed generation: the limit message when the allowance is used up, what happened
 * when the client stopped waiting (Cancel, offline, a silent stream), the server's own message when
 * it sent one, and the spec's fallback for anything else (a dropped connection's message means
 * nothing to the user).
 */
export function generationFailureMessage(error: unknown): UserMessage {
  if (isLimitReached(error)) return MESSAGES.freeLimitReached;
  if (error instanceof GenerationStoppedError) return STOPPED[error.reason];
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
