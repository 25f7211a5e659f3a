import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One run for every package's unit and integration tests; browser tests are Playwright's.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/db', 'apps/api', 'apps/web'],
    // Vitest's default leaves one core free, which on a two-core machine runs the files one at a
    // time; most of a file's time is spent waiting on a database, a mock server or a worker, so two
    // at once finish the suite sooner (docs/decisions/testing-approach.md).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
