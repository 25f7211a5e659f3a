import { isConnectionError, vanishedReferenceTable } from '@rally/db';
import { DEFAULT_RETRY_AFTER_SECONDS } from '@rally/domain';

/** The outcomes a service may refuse with; each transport maps them to its own status. */
export type AppErrorKind =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYMENT_REQUIRED'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const HTTP_STATUS: Record<AppErrorKind, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYMENT_REQUIRED: 402,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * A refusal whose message is safe to show the user. `appCode` is for machines (e.g. LIMIT_REACHED);
 * `retryAfterSeconds` is when trying again can succeed (a throttle's window), sent as Retry-After.
 */
export class AppError extends Error {
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: AppErrorKind,
    message: string,
    readonly appCode?: string,
    options?: ErrorOptions & { retryAfterSeconds?: number },
  ) {
    super(message, options);
    this.name = 'AppError';
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }
}

/** The Retry-After of a refusal: every 429 and 503 has one, its own or a default. */
export function retryAfterOf(error: AppError): number | undefined {
  if (error.retryAfterSeconds !== undefined) return Math.max(1, Math.ceil(error.retryAfterSeconds));
  if (error.kind === 'TOO_MANY_REQUESTS') return DEFAULT_RETRY_AFTER_SECONDS.tooManyRequests;
  if (error.kind === 'SERVICE_UNAVAILABLE') return DEFAULT_RETRY_AFTER_SECONDS.unavailable;
  return undefined;
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);

/**
 * What a request answers when the database cannot be reached. A 503, not a 500: the request was
 * rolled back and nothing of it was kept, so trying again is the right thing to do.
 */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service is briefly unavailable. Please try again in a moment.';

/** A request of an account deleted while it was in flight. */
export const ACCOUNT_GONE_MESSAGE = 'This account no longer exists. Please sign in.';
/** A write naming a row (a goal, a speech) deleted while the request was in flight. */
export const REFERENCE_GONE_MESSAGE = 'What this refers to was just deleted. Reload and try again.';

/** Where a lost database is reported: Fastify's request logger, or any with its `error`. */
export interface ErrorLog {
  error(details: object, message: string): void;
}

/**
 * The refusal an error stands for: a service's own, a row deleted under a request in flight, or
 * "try again" for a lost database (logged here, the one place that maps it, since it is a failure
 * of ours); else undefined (a bug).
 */
export function asAppError(error: unknown, log: ErrorLog): AppError | undefined {
  if (error instanceof AppError) return error;
  // A request still in flight when its account, or a row it names, was deleted: its write finds
  // the row gone. The race is the client's, and nothing was written (issue 37).
  const vanished = vanishedReferenceTable(error);
  if (vanished === 'users') {
    return new AppError('UNAUTHORIZED', ACCOUNT_GONE_MESSAGE, undefined, { cause: error });
  }
  if (vanished !== undefined) {
    return new AppError('NOT_FOUND', REFERENCE_GONE_MESSAGE, undefined, { cause: error });
  }
  if (isConnectionError(error)) {
    log.error({ err: error }, 'database unavailable');
    return new AppError('SERVICE_UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE, undefined, {
      cause: error,
    });
  }
  return undefined;
}
