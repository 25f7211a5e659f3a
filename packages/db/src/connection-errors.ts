/** Node's socket errors for a server that is gone, refuses, or cannot be found. */
const NETWORK_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** PostgreSQL's SQLSTATEs for a server shutting down, crashed, starting up, or out of connections. */
const SERVER_UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** pg's own errors for a connection it lost or could not get: these carry no code, only a message. */
const PG_CONNECTION_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * Whether a failed query failed because the database could not be reached (a dropped connection,
 * a restarting server), not because of the query: trying the request again later may succeed.
 */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Connecting to a name with several addresses fails with one error per address.
  if (error instanceof AggregateError && error.errors.some(isConnectionError)) return true;
  const code = 'code' in error ? error.code : undefined;
  if (typeof code === 'string') {
    // A socket's own failure names its system call; an HTTP request the client abandoned carries
    // ECONNRESET too ('aborted'), but no system call: that one is the client's, not the database's.
    if (NETWORK_ERROR_CODES.has(code)) return 'syscall' in error;
    // SQLSTATE class 08 is "connection exception".
    if (SERVER_UNAVAILABLE_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return PG_CONNECTION_MESSAGES.some((message) => error.message.startsWith(message));
}

/**
 * The table a foreign key points into, when a write named a row that is not there (SQLSTATE 23503
 * on insert or update): a row deleted meanwhile, such as the account of a request still in flight
 * (issue 37). Undefined for any other error, a delete still referenced included.
 */
export function vanishedReferenceTable(error: unknown): string | undefined {
  if (!(error instanceof Error) || !('code' in error) || error.code !== '23503') return undefined;
  const detail = 'detail' in error && typeof error.detail === 'string' ? error.detail : '';
  return /is not present in table "([^"]+)"/.exec(detail)?.[1];
}
