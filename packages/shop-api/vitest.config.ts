import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    environment: 'node',
    // each file gets its own database (PGlite in memory, or a PostgreSQL database): files run in parallel
    pool: 'forks',
    // files share a worker's module cache: PGlite's WebAssembly is loaded once per worker, not per file
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
