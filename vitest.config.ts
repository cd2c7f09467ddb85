import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Vite would resolve `graphql` to its .mjs build for our sources while type-graphql and Apollo (loaded by Node)
  // get the CommonJS one: two graphql instances ("from another module or realm"). Pin everyone to the same file.
  resolve: { alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }] },
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // PGlite instances are heavy; a couple of forks keep memory in check on 2-core machines.
    pool: 'forks',
    maxWorkers: 2,
  },
});
