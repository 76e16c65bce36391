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
    // one worker per core (Vitest keeps one core free by default): the files wait on the database and on
    // scrypt much of the time, so two workers on two cores halve the run (PGlite 127 s -> 81 s)
    maxWorkers: availableParallelism(),
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
