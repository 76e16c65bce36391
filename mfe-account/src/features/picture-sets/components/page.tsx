import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Center, Container, Heading, Spinner, Text } from '@shop/ui';
import { useDocumentTitle } from '@shop/ui';

/** A page of the module: the document title and the page's one h1 (inside the shell's <main id="shop-content">). */
export function Page({ title, heading, children }: { title: string; heading?: ReactNode; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="6xl" py={{ base: 4, md: 8 }} px={{ base: 3, md: 6 }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="4">
        {heading ?? title}
      </Heading>
      {children}
    </Container>
  );
}

/** While something loads: a live status with a visible text. */
export function Loading({ text }: { text?: string }) {
  const { t } = useTranslation('account');
  return (
    <Center minH="30vh" role="status" aria-live="polite" gap="3">
      <Spinner size="md" aria-hidden />
      <Text>{text ?? t('common.loading')}</Text>
    </Center>
  );
}

/** A page that only shows a message (not found, failure), still with its h1. */
export function MessagePage({ title, message, status = 'info' }: { title: string; message?: string; status?: 'info' | 'error' }) {
  return (
    <Page title={title}>
      {message && (
        <Alert.Root status={status}>
          <Alert.Indicator />
          <Alert.Title>{message}</Alert.Title>
        </Alert.Root>
      )}
    </Page>
  );
}

export function LoadFailed() {
  const { t } = useTranslation('account');
  return (
    <Box role="alert">
      <Text>{t('common.failed')}</Text>
    </Box>
  );
}
