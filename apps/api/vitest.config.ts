import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Integration tests start databases and mock servers on a shared two-core machine.
    testTimeout: 60000,
    hookTimeout: 60000,
    // expect.poll waits for a state (a row written after a stream ends, a line in a child server's
    // log), never for time: its default second ran out on a loaded machine, so allow 20 s.
    expect: { poll: { timeout: 20_000 } },
  },
});
