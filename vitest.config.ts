import { defineConfig } from 'vitest/config';

// One run for every package's unit and integration tests; browser tests are Playwright's.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/db', 'apps/api', 'apps/web'],
  },
});
