import { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

/** How an OpenAI call failed, in the terms both the writer and the voice explain to the user. */
export type OpenAIFailureKind =
  | 'timeout'
  | 'aborted'
  | 'unreachable'
  | 'rate_limited'
  | 'misconfigured'
  | 'rejected'
  | 'upstream'
  | 'model_gone';

/** Classifies whatever the SDK threw; `timedOut` / `aborted` are the caller's own deadline and cancel. */
export function classifyOpenAIError(
  error: unknown,
  context: { timedOut?: boolean; aborted?: boolean },
): OpenAIFailureKind {
  if (error instanceof APIConnectionTimeoutError || context.timedOut) return 'timeout';
  if (error instanceof APIUserAbortError || context.aborted) return 'aborted';
  if (error instanceof APIConnectionError) return 'unreachable';
  if (error instanceof APIError) {
    if (isModelGoneCode(error.code)) return 'model_gone';
    const status = error.status ?? 0;
    if (status === 429) return 'rate_limited';
    if (status === 401 || status === 403 || status === 404) return 'misconfigured';
    if (status === 400 || status === 422) return 'rejected';
  }
  return 'upstream';
}

/** The error code OpenAI answers for a model that does not exist (or no longer does). */
export const MODEL_NOT_FOUND = 'model_not_found';

export function isModelGoneCode(code: unknown): boolean {
  return code === MODEL_NOT_FOUND;
}
