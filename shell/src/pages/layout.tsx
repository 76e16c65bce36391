import type { ReactNode } from 'react';
import { Box, Button, Center, Container, Heading, Spinner, Stack, VisuallyHidden, Alert } from '@shop/ui';
import { useTranslation } from 'react-i18next';

/** The frame of the shell's pages: a readable column inside #shop-content (the page's <main>). */
export function PageLayout({ children, width = '3xl' }: { children: ReactNode; width?: string }) {
  return (
    <Container maxWidth={width} paddingY={{ base: '6', md: '10' }} paddingX={{ base: '4', md: '6' }}>
      <Stack gap="5">{children}</Stack>
    </Container>
  );
}

export function PageHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
      {children}
    </Heading>
  );
}

/** A failed load with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('shell-pages');
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Box flex="1">
        <Alert.Title>{message}</Alert.Title>
      </Box>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Alert.Root>
  );
}

/** Loading, announced politely to screen readers. */
export function Loading() {
  const { t } = useTranslation('shell-pages');
  return (
    <Center minHeight="30vh" role="status">
      <Spinner size="lg" color="brand.solid" aria-hidden="true" />
      <VisuallyHidden>{t('common.loading')}</VisuallyHidden>
    </Center>
  );
}
