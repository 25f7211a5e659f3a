import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests start databases and mock servers on a shared two-core machine.
    testTimeout: 60000,
    hookTimeout: 60000,
  },
});
