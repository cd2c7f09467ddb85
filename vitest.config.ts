import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; a couple of forks keep memory in check on 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
  },
});
