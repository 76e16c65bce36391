import type { SystemContext } from '@chakra-ui/react';
import { Global } from '@emotion/react';
import { createRoot } from 'react-dom/client';
import { sessionStore, shopSettingsAtom } from '@shop/session';
import { fallbackTheme, PAGE_SYSTEM, systemForThemeInSteps } from '@shop/ui';

// Chakra's global CSS (reset, every token as a variable, keyframes: about 48 KB) is the same for every root of
// the page. ChakraProvider inserts it per root: the chrome's and the page module's both ran it through emotion's
// stylis again (a long task), and every copy went into the CSSOM. The page gets it once, from a root of its own
// that never unmounts; the roots' providers (@shop/ui's ShopProviders) get the same system without it, under
// PAGE_SYSTEM. On the server (and where prepareTheme did not run) the provider keeps inserting it itself.
// A server-rendered first view carries it already (<style data-emotion="css-global …">, decision 0035): that tag
// simply stays, and the browser never builds the global CSS (Chakra's system builds `_global` only when read:
// patches/@chakra-ui__react*.patch; building it was a third of createSystem, decision 0064).
const page = globalThis as unknown as Record<symbol, SystemContext | undefined>;

function installPageGlobalStyles(system: SystemContext): void {
  if (page[PAGE_SYSTEM]) return;
  // the same system without the global CSS, for the roots' providers (a page has one theme); not a spread,
  // which would read (and so build) the lazy `_global`
  page[PAGE_SYSTEM] = Object.create(system, { _global: { value: [] } });
  // a default-priority render: it commits before the pages' roots, which render in transitions
  if (!document.querySelector('style[data-emotion^="css-global "]')) createRoot(document.createElement('div')).render(<Global styles={system._global} />);
}

/**
 * Builds the portal's Chakra system (tokens, conditions, the global CSS: tens of milliseconds on a phone) and
 * puts its global CSS into the page once, in a task of its own, then yields: done inside React's first render
 * it made one long task that time slicing cannot split (issue 8, TBT). Runs before a root's first render
 * (createLifecycles, the shell's chrome); later calls find both done.
 */
export async function prepareTheme(): Promise<void> {
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  // a task of its own before too: the chrome's and the page's chunks are evaluated just before (often in the
  // same task, when they arrive together), and the system's build added to them made one long task (0064)
  if (!page[PAGE_SYSTEM]) await nextTask();
  // the system's build itself in three tasks (decision 0076)
  installPageGlobalStyles(await systemForThemeInSteps(sessionStore.get(shopSettingsAtom)?.theme ?? fallbackTheme, nextTask));
  await nextTask();
}
