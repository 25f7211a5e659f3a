import { MESSAGES } from '@rally/domain';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message.ts';

/** A tRPC client error as the error formatter shapes it. */
function trpcError(message: string, zodError: unknown = null): Error {
  return Object.assign(new Error(message), { data: { code: 'BAD_REQUEST', zodError } });
}

describe('failureMessage', () => {
  it("shows the server's message under the failure's title", () => {
    expect(failureMessage(MESSAGES.moodSaveFailed, trpcError('Speech not found'))).toEqual({
      title: 'Error',
      message: 'Speech not found',
    });
  });

  it('shows the first field message of a refused input, not the JSON of its issues', () => {
    const error = trpcError('[{"code":"too_big"}]', {
      formErrors: [],
      fieldErrors: { notes: ['Notes must be at most 200 characters'] },
    });
    expect(failureMessage(MESSAGES.moodSaveFailed, error).message).toBe(
      'Notes must be at most 200 characters',
    );
  });

  it('prefers a message about the whole input', () => {
    const error = trpcError('[]', { formErrors: ['Required'], fieldErrors: { a: ['Other'] } });
    expect(failureMessage(MESSAGES.feedbackFailed, error).message).toBe('Required');
  });

  it('falls back to the spec message when there is no message', () => {
    expect(failureMessage(MESSAGES.feedbackFailed, trpcError('  '))).toEqual(
      MESSAGES.feedbackFailed,
    );
    expect(failureMessage(MESSAGES.feedbackFailed, 'not an error')).toEqual(
      MESSAGES.feedbackFailed,
    );
  });
});
