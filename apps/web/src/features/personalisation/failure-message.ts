import { withErrorMessage } from '@rally/domain';
import type { UserMessage } from '@rally/domain';

/**
 * A failure toast for a tRPC call: the first field message when the server refused the input (a
 * refused input's own message is the whole list of issues as JSON), else the server's message,
 * else `base`'s fallback.
 */
export function failureMessage(base: UserMessage, error: unknown): UserMessage {
  return withErrorMessage(base, firstFieldMessage(error) ?? messageOf(error));
}

function firstFieldMessage(error: unknown): string | undefined {
  const zodError = property(property(error, 'data'), 'zodError');
  const formErrors = property(zodError, 'formErrors');
  const fieldErrors = property(zodError, 'fieldErrors');
  const messages = [
    ...(Array.isArray(formErrors) ? formErrors : []),
    ...(typeof fieldErrors === 'object' && fieldErrors !== null
      ? Object.values(fieldErrors).flat()
      : []),
  ];
  return messages.find((message): message is string => typeof message === 'string');
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

function property(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && key in value
    ? (value as Record<string, unknown>)[key]
    : undefined;
}
