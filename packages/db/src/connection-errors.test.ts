import { DatabaseError } from 'pg';
import { describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors.ts';

/** An error as pg builds it from a server's ErrorResponse. */
function serverError(code: string, message: string): DatabaseError {
  const error = new DatabaseError(message, message.length, 'error');
  error.code = code;
  return error;
}

/** A socket's failure as Node reports it: a code and the system call that failed. */
const systemError = (message: string, code: string, syscall: string) =>
  Object.assign(new Error(message), { code, syscall });

describe('isConnectionError', () => {
  it.each<[string, unknown]>([
    [
      'a backend ended by the server',
      serverError('57P01', 'terminating connection due to administrator command'),
    ],
    ['a server in crash recovery', serverError('57P02', 'terminating connection because of crash')],
    ['a server starting up', serverError('57P03', 'the database system is starting up')],
    ['a server out of connections', serverError('53300', 'sorry, too many clients already')],
    ['a connection failure (class 08)', serverError('08006', 'connection failure')],
    ['a lost connection, in pg words', new Error('Connection terminated unexpectedly')],
    [
      'a connect timeout, in pg words',
      new Error('Connection terminated due to connection timeout'),
    ],
    [
      'a broken client',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a pool that waited too long', new Error('timeout exceeded when trying to connect')],
    [
      'a refused connection',
      systemError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED', 'connect'),
    ],
    ['a reset connection', systemError('read ECONNRESET', 'ECONNRESET', 'read')],
    [
      'a name that cannot be found',
      systemError('getaddrinfo ENOTFOUND db', 'ENOTFOUND', 'getaddrinfo'),
    ],
    [
      'every address of a name refused',
      new AggregateError(
        [systemError('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED', 'connect')],
        '',
      ),
    ],
  ])('is true for %s', (_what, error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a unique violation', serverError('23505', 'duplicate key value violates unique constraint')],
    ['a NUL byte in text', serverError('22021', 'invalid byte sequence for encoding "UTF8": 0x00')],
    ['a syntax error', serverError('42601', 'syntax error at or near "selec"')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    [
      'a message that only mentions a connection',
      new Error('Goal not found: Connection terminated'),
    ],
    ['an aggregate of bugs', new AggregateError([new TypeError('x')], '')],
    [
      // Node's error for a request body the client abandoned, as Fastify passes it on.
      'an HTTP request the client left',
      Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 }),
    ],
    ['something that is not an error', 'Connection terminated unexpectedly'],
    ['nothing', undefined],
  ])('is false for %s', (_what, error) => {
    expect(isConnectionError(error)).toBe(false);
  });
});
