/**
 * Machine-readable codes the API attaches to a refusal (REST `code`, tRPC `data.appCode`), so a client
 * can tell one refusal from another without reading its message.
 */
export const APP_CODES = {
  /** The speech allowance is used up: the web shows the 'Free Speech Limit Reached' toast. */
  limitReached: 'LIMIT_REACHED',
} as const;
