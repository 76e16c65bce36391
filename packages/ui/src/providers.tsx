import { ChakraProvider, Spinner, Center, type SystemContext } from '@chakra-ui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@shop/i18n';
import { sessionStore, shopSettingsAtom } from '@shop/session';
import { fallbackTheme } from './fallback-theme';
import { systemForTheme } from './theme';

/**
 * The page's Chakra system without its global CSS, once @shop/first-view/browser's prepareTheme has put that CSS
 * into the page for every root (and a server-rendered first view's copy is kept): the roots' providers take it
 * from here. Without it (on the server, in tests) the provider builds the system and inserts its global CSS itself.
 */
export const PAGE_SYSTEM = Symbol.for('shop.globals');
const page = globalThis as unknown as Record<symbol, SystemContext | undefined>;

function ThemedChakra({ children }: { children: ReactNode }) {
  const shop = useAtomValue(shopSettingsAtom);
  return <ChakraProvider value={page[PAGE_SYSTEM] ?? systemForTheme(shop?.theme ?? fallbackTheme)}>{children}</ChakraProvider>;
}

export function PageSpinner() {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-hidden />
    </Center>
  );
}

/** Everything a module's React root needs: the shared store, texts and the portal's theme. */
export function ShopProviders({ children }: { children: ReactNode }) {
  return (
    <JotaiProvider store={sessionStore}>
      <I18nextProvider i18n={i18n}>
        <ThemedChakra>
          <Suspense fallback={<PageSpinner />}>{children}</Suspense>
        </ThemedChakra>
      </I18nextProvider>
    </JotaiProvider>
  );
}
