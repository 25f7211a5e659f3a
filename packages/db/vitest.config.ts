import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    // A fresh PGlite takes a few seconds to start, more when the machine is busy.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
