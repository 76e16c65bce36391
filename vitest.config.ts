import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit and component tests of the front end and shared packages. The server's API tests run in
// packages/shop-api with their own config (they need a database).
const browserFiles = [
  'shell/src/**/*.test.{ts,tsx}',
  'mfe-*/src/**/*.test.{ts,tsx}',
  'packages/ui/src/**/*.test.tsx',
  'packages/first-view/src/browser/**/*.test.tsx',
  'packages/data/src/**/*.test.tsx',
];
/** Files that replace a module with vi.mock need a module cache of their own. */
export const mockingFiles = [
  'mfe-access/src/features/add-picture-set/components/add-code-form.test.tsx',
  'mfe-access/src/features/code-entry/components/code-form.test.tsx',
  'shell/src/chrome/exposed-dialog.test.tsx',
  'shell/src/pages/debug-page.test.tsx',
  'shell/src/remotes/remote-application.test.ts',
];
/**
 * Files that hydrate dehydrated Suspense boundaries and replay a held tap need react-dom's module state fresh:
 * beside other files in a shared cache the replayed tap was lost in the whole suite (CI), never alone.
 */
const freshReactFiles = ['packages/first-view/src/browser/held-taps.test.tsx'];
/**
 * Files that start msw themselves instead of through @shop/testing (the data layer's, which @shop/testing depends
 * on): beside the other files' server in a shared cache, its answers were lost in the whole suite, never alone.
 */
const ownMswFiles = ['packages/data/src/index.test.tsx'];
const browser = { environment: 'jsdom' as const, setupFiles: ['packages/testing/src/setup.ts'], testTimeout: 20_000 };
/** A module's server entry runs in Node (the shop server's worker), not in a DOM: emotion extracts its styles only there. */
const serverEntryFiles = ['mfe-*/src/server.test.ts'];

export default defineConfig({
  test: {
    // one worker per core (Vitest keeps one free by default): 105 s -> 65 s on two cores
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'packages',
          include: [
            'packages/{contracts,api-client,event-bus,session,i18n,ui,testing,scene,federation,first-view}/src/**/*.test.{ts,tsx}',
            'locales/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          // @shop/ui's component tests need a DOM: they run with the browser modules.
          exclude: ['packages/ui/src/**/*.test.tsx', 'packages/first-view/src/browser/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'browser-modules',
          include: browserFiles,
          exclude: [...mockingFiles, ...freshReactFiles, ...ownMswFiles, ...serverEntryFiles],
          ...browser,
          // Files share a worker's module cache (React, Chakra and the texts are imported once per worker,
          // not per file): importing took most of this project's time. Each file still resets the session,
          // the router and msw itself (renderWithShop, installMockServer).
          isolate: false,
        },
      },
      { test: { name: 'browser-modules-mocking', include: [...mockingFiles, ...freshReactFiles, ...ownMswFiles], ...browser } },
      {
        resolve: { alias: { '@locales': fileURLToPath(new URL('./locales', import.meta.url)) } },
        test: { name: 'server-entries', include: serverEntryFiles, environment: 'node', testTimeout: 20_000 },
      },
    ],
  },
});
