import { MESSAGES } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { generationFailureMessage, isCancelled, isLimitReached } from './generation-errors.ts';
import { GenerationStoppedError } from './generation-stream.ts';

const serverError = (message: string, appCode: string | null = null) =>
  Object.assign(new Error(message), { data: { code: 'FORBIDDEN', appCode } });

describe('generationFailureMessage', () => {
  it('shows the limit message when the server says the allowance is used up', () => {
    const refusal = serverError('anything', 'LIMIT_REACHED');
    expect(isLimitReached(refusal)).toBe(true);
    expect(generationFailureMessage(refusal)).toEqual(MESSAGES.freeLimitReached);
  });

  it("shows the server's own message under 'Generation Failed'", () => {
    expect(generationFailureMessage(serverError('The speech writer timed out.'))).toEqual({
      title: 'Generation Failed',
      message: 'The speech writer timed out.',
    });
  });

  it('falls back to the spec message for a blank server message', () => {
    expect(generationFailureMessage(serverError('  '))).toEqual(MESSAGES.generationFailed);
  });

  it('falls back to the spec message for errors that did not come from the server', () => {
    expect(isLimitReached(new TypeError('Failed to fetch'))).toBe(false);
    expect(generationFailureMessage(new TypeError('Failed to fetch'))).toEqual(
      MESSAGES.generationFailed,
    );
    expect(generationFailureMessage(undefined)).toEqual(MESSAGES.generationFailed);
  });

  it.each([
    ['cancelled', MESSAGES.generationCancelled],
    ['offline', MESSAGES.generationOffline],
    ['silent', MESSAGES.generationSilent],
  ] as const)('says what happened when the client stopped waiting (%s)', (reason, message) => {
    const stopped = new GenerationStoppedError(reason);
    expect(generationFailureMessage(stopped)).toEqual(message);
    expect(isCancelled(stopped)).toBe(reason === 'cancelled');
  });
});
