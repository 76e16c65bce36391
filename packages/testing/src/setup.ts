// Component tests: jsdom lacks a few browser APIs Chakra (zag) relies on.
import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// Lazy screens load through dynamic imports: on a busy 2-core CI machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

import { queryClient } from '@shop/data';

// One data cache per page in the shop; in tests, per test. Failed reads are not retried (a test of an
// error state would wait for the retries); the retry rule itself has a test of its own.
queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
afterEach(() => {
  cleanup();
  queryClient.clear();
});

if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollIntoView ??= () => {};
