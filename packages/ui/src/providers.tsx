import { ChakraProvider, Spinner, Center } from '@chakra-ui/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@shop/i18n';
import { sessionStore, shopSettingsAtom } from '@shop/session';
import { fallbackTheme } from './fallback-theme';
import { systemForTheme } from './theme';

function ThemedChakra({ children }: { children: ReactNode }) {
  const shop = useAtomValue(shopSettingsAtom);
  return <ChakraProvider value={systemForTheme(shop?.theme ?? fallbackTheme)}>{children}</ChakraProvider>;
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
