import type { Database } from '@rally/db';
import type { Kysely } from 'kysely';
import type { Env } from './env.ts';

/** Everything a request needs from the outside world, built once at start-up (or by a test). */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dbDialect: 'pglite' | 'postgres';
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
}
