import { defineConfig } from 'vitest/config';

// Unit and component tests of the front end and shared packages. The server's API tests run in
// packages/shop-api with their own config (they need a database).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/{contracts,api-client,event-bus,session,i18n,ui,testing}/src/**/*.test.{ts,tsx}', 'locales/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'browser-modules',
          include: ['shell/src/**/*.test.{ts,tsx}', 'mfe-*/src/**/*.test.{ts,tsx}', 'packages/ui/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['packages/testing/src/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
