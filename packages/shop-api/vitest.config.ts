import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    globalSetup: ['src/testing/global-setup.ts'],
    // a cheap scrypt cost for the suite (production's stays: see access/passwords.test.ts)
    setupFiles: ['src/testing/setup.ts'],
    environment: 'node',
    // each file gets its own database (PGlite in memory, or a PostgreSQL database): files run in parallel
    pool: 'forks',
    // files share a worker's module cache: PGlite's WebAssembly is loaded once per worker, not per file
    isolate: false,
    // PGlite runs in the worker (CPU-bound): one worker per core (Vitest keeps one core free by
    // default; two on two cores: 127 s -> 81 s). PostgreSQL does the work in its own processes and the
    // workers mostly wait on it: two per core (2 cores, under load: 50 s -> 40 s).
    maxWorkers: availableParallelism() * (process.env.DATABASE_URL ? 2 : 1),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
