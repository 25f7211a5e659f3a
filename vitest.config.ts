import { defineConfig } from 'vitest/config';

// One run for every package's unit and integration tests; browser tests are Playwright's. How many
// files run at once is set on the command line by scripts/test.mjs (docs/decisions/testing-approach.md).
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/db', 'apps/api', 'apps/web'],
  },
});
