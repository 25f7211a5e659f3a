import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: '@rally/domain',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
