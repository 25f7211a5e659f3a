import type { Database } from '@rally/db';
import type { Kysely } from 'kysely';
import type { Env } from './env.ts';
import type { Providers } from './providers/index.ts';
import type { ServerMemory } from './server-memory.ts';

/** Everything a request needs from the outside world, built once at start-up (or by a test). */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dbDialect: 'pglite' | 'postgres';
  /** The adapters of the outside services (speech writer, ...), chosen from `env`. */
  providers: Providers;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  /**
   * Each speech's writing seed (logged, so a built-in speech can be written again word for word);
   * random when absent. Tests pass a sequence, so every run writes the same speeches.
   */
  writerSeed?: () => number;
  /** What this server keeps in memory between requests (`createServerMemory()`), its own. */
  memory: ServerMemory;
}
